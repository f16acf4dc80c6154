import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { newId } from '../../../../domain/ids.js';
import { MSG } from '../../../../domain/messages.js';
import { parseWith } from '../../../../domain/validation.js';
import { storeBody } from '../../../../domain/warehouse/bodies.js';
import { WAREHOUSE_MSG } from '../../../../domain/warehouse/messages.js';
import type { WarehouseStockRow } from '../../../../domain/warehouse/rows.js';
import { enqueue, useLocalDb } from '../../../local';
import { Button, Select, TextField, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { storeCommand } from '../depositCommands';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/** "Add article quantity" (POST warehouse/store {articleId, quantity}): checked with the endpoint's schema, queued, shown at once. */
export function AddStockForm({ articles, stock }: { articles: readonly { id: string; name: string; code: string }[]; stock: readonly WarehouseStockRow[] }) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const [articleId, setArticleId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWith(storeBody, { articleId: articleId ?? '', quantity });
    if (!parsed.ok) {
      setErrors(Object.fromEntries(Object.entries(parsed.errors).map(([k, m]) => [k, translateServerMessage(i18n, m)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const article = articles.find((a) => a.id === parsed.value.articleId);
      await enqueue(db, storeCommand(parsed.value.articleId, parsed.value.quantity, stock.find((s) => s.articleId === parsed.value.articleId), newId(), article?.name ?? ''));
      announceQueuedSave(translateServerMessage(i18n, WAREHOUSE_MSG.stockAdded));
      setQuantity('');
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={t`Shto sasi ne depo`} className="no-print mb-4 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm">
      <div className="w-72 max-w-full">
        <Select label={t`Artikulli`} options={articles.map((a) => ({ value: a.id, label: `${a.name} (${a.code})` }))} value={articleId} onChange={setArticleId} error={errors.articleId ?? null} required />
      </div>
      <div className="w-40 max-w-full">
        <TextField label={t`Sasia`} value={quantity} onChange={setQuantity} inputMode="decimal" error={errors.quantity ?? null} required />
      </div>
      <Button type="submit" busy={busy}>
        <Trans>Shto ne depo</Trans>
      </Button>
    </form>
  );
}
