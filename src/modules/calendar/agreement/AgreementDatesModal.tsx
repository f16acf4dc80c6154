import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { AGREEMENT_MSG } from '../../../../domain/agreement/messages.js';
import { datesRefusal } from '../../../../domain/agreement/rules.js';
import type { AgreementRow } from '../../../../domain/agreement/rows.js';
import { toIsoDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { PRODUCT_PLANNING } from '../../../../domain/production/endpoints.js';
import { parseWith } from '../../../../domain/validation.js';
import { useLocalDb } from '../../../local';
import { Button, DateInput, LoadingState, Modal } from '../../../ui';
import { translateFieldErrors, translateServerMessage } from '../../../app/serverMessages';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { agreementDatesCommand } from './agreementDatesCommand';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface AgreementDatesModalProps {
  agreementId: string;
  /** The agreement as the calendar titles it (client · project · destination). */
  title: string;
  /** Whether the user writes agreements: else the dates only show. */
  writes: boolean;
  onClose: () => void;
}

/**
 * The agreement dates modal (spec 000 §2, §7): a click on an agreement
 * changes its start and end of finalization, by the agreement's own rules
 * (start needed and not in the past unless it stays, end not before start),
 * queued in the outbox. The stored dates open it: an agreement without an
 * end shows none here, though the calendar draws it to start + 1 day.
 */
export function AgreementDatesModal({ agreementId, title, writes, onClose }: AgreementDatesModalProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  // null: the agreement left the device (deleted elsewhere) while the modal was open.
  const stored = useLiveQuery(async () => (await db.agreements.get(agreementId)) ?? null, [db, agreementId]);
  return (
    <Modal open onClose={onClose} title={t`Datat e marreveshjes`}>
      <p className="mb-4 font-medium text-slate-800">{title}</p>
      {stored === undefined ? (
        <LoadingState />
      ) : stored === null ? (
        <p role="alert">{translateServerMessage(i18n, MSG.notFound)}</p>
      ) : (
        <DatesForm agreement={stored} name={title} writes={writes} onClose={onClose} />
      )}
    </Modal>
  );
}

function DatesForm({ agreement, name, writes, onClose }: { agreement: AgreementRow; name: string; writes: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const [start, setStart] = useState<string | null>(agreement.start);
  const [end, setEnd] = useState<string | null>(agreement.end);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outbox = useOutboxSave(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const refusal = datesRefusal({ start, end }, toIsoDate(new Date()), agreement.start);
    if (refusal) {
      setErrors({ [refusal.field]: translateServerMessage(i18n, refusal.message) });
      return;
    }
    // The call's own schema, so what is queued is what the server accepts.
    const parsed = parseWith(PRODUCT_PLANNING.changeDates.body, { agreementId: agreement.id, start, end: end ?? '' });
    if (!parsed.ok) {
      setErrors(translateFieldErrors(i18n, parsed.errors));
      return;
    }
    if (!(await outbox.save(() => agreementDatesCommand(agreement.id, name, { start: start!, end })))) return;
    announceQueuedSave(translateServerMessage(i18n, AGREEMENT_MSG.datesEdited));
    onClose();
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
      {outbox.storageFailure && <StorageRefusal name={outbox.storageFailure} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput label={t`Data e fillimit`} value={start} onChange={(v) => { setStart(v); setErrors({}); }} required disabled={!writes} error={errors.start ?? null} />
        <DateInput label={t`Data e mbarimit`} value={end} onChange={(v) => { setEnd(v); setErrors({}); }} disabled={!writes} error={errors.end ?? null} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t`Anulo`}
        </Button>
        {writes && (
          <Button type="submit" busy={outbox.busy}>
            {t`Ruaj`}
          </Button>
        )}
      </div>
    </form>
  );
}
