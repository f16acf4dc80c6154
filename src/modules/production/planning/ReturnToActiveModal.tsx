import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlanningProductRow } from '../../../../domain/production/archives.js';
import { activationRefusal } from '../../../../domain/production/dates.js';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { enqueue, useLocalDb } from '../../../local';
import { Button, DateInput, Modal } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { activeCommand } from './productActivityCommands';
import { useRefusalToast } from './useRefusalToast';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/** A passive product back in production (spec 001 §2, §5): new start and end dates, or none to keep its own. */
export function ReturnToActiveModal({ row, onClose }: { row: PlanningProductRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const watchRefusal = useRefusalToast();
  const [start, setStart] = useState<string | null>(row.start);
  const [end, setEnd] = useState<string | null>(row.end);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const name = `${row.designation.name}${row.type ? ` (${row.type})` : ''}`;

  async function save() {
    const dates = { start: start ?? '', end: end ?? '' };
    const refusal = activationRefusal(dates);
    if (refusal) {
      setError({ field: refusal.field, message: translateServerMessage(i18n, refusal.message) });
      return;
    }
    const entry = await enqueue(db, activeCommand(row.id, `${row.client.name} · ${name}`, dates));
    watchRefusal(entry.id);
    announceQueuedSave(translateServerMessage(i18n, PRODUCTION_MSG.madeActive));
    onClose();
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Kthe ne aktiv: ${name}`}
      footer={
        <Button onClick={() => void save()}>
          <Trans>Kthe ne aktiv</Trans>
        </Button>
      }
    >
      <p className="mb-3 text-base">
        {row.client.name}
        {row.project ? ` · ${row.project.name}` : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <DateInput label={t`Fillimi`} value={start} onChange={setStart} error={fieldError('start')} />
        <DateInput label={t`Mbarimi`} value={end} onChange={setEnd} error={fieldError('end')} />
      </div>
    </Modal>
  );
}
