import { useLingui } from '@lingui/react/macro';
import { durationSeconds } from '../../../../domain/transport/rules.js';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { TextArea, TextField } from '../../../ui';
import { formatDuration, type RecordDraft } from '../transportDraft';
import type { RecordCard } from './readTransportForm';
import { TimestampField } from '../../../ui/TimestampField';

/**
 * One record of the transport form (spec 001 §2): its title, the invoice
 * (opened from the device's copy without signal), directions to the place,
 * the products and quantities, the start and arrival stamps with the
 * duration once both are set, the details, and for a record the client
 * collects the responsible person.
 */
export function RecordCardView({ card, draft, onChange, canWrite }: { card: RecordCard; draft: RecordDraft; onChange: (next: RecordDraft) => void; canWrite: boolean }) {
  const { t } = useLingui();
  const seconds = durationSeconds(draft);
  const set = (change: Partial<RecordDraft>) => onChange({ ...draft, ...change });
  return (
    <section aria-label={card.title} data-record={card.warehouseRecordId ?? card.projectId} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3">
      <h2 className="text-lg font-semibold text-slate-900">{card.title}</h2>
      <div className="flex flex-wrap gap-2">
        {card.invoice ? <FileLinkButton fileId={card.invoice.id} name={card.invoice.name} /> : <span className="text-slate-700">{t`Pa fature`}</span>}
        {card.directions && (
          <a href={card.directions} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-brand-700 underline">
            {t`Udhezimet ne harte`}
          </a>
        )}
      </div>
      {card.products.length > 0 && (
        <table className="w-full text-left text-base">
          <caption className="sr-only">{t`Produktet`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Produkti`}</th>
              <th scope="col" className="text-end">
                {t`Sasia`}
              </th>
            </tr>
          </thead>
          <tbody>
            {card.products.map((p) => (
              <tr key={p.productId} className="border-t border-slate-200">
                <td>{p.name}</td>
                <td className="text-end">{p.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="flex flex-wrap gap-4">
        <TimestampField label={t`Nisja`} value={draft.acceptanceDate} onChange={(acceptanceDate) => set({ acceptanceDate })} canWrite={canWrite} />
        <TimestampField label={t`Arritja`} value={draft.arrivalDate} onChange={(arrivalDate) => set({ arrivalDate })} canWrite={canWrite} />
      </div>
      {seconds !== null && (
        <p role="status" data-duration={seconds} className="inline-flex w-fit items-center gap-2 rounded-md bg-green-100 px-3 py-2 font-medium text-green-900">
          <span aria-hidden="true">✓</span> {t`Kohezgjatja`}: {formatDuration(seconds)}
        </p>
      )}
      <TextArea label={t`Detajet e transportit`} value={draft.transportDetails} onChange={(transportDetails) => set({ transportDetails })} readOnly={!canWrite} />
      {card.withoutTransport && (
        <div className="flex flex-wrap gap-3">
          <TextField label={t`Personi pergjegjes`} value={draft.name} onChange={(name) => set({ name })} readOnly={!canWrite} />
          <TextField label={t`Email`} type="email" value={draft.email} onChange={(email) => set({ email })} readOnly={!canWrite} />
          <TextField label={t`Telefoni`} type="tel" value={draft.phoneNumber} onChange={(phoneNumber) => set({ phoneNumber })} readOnly={!canWrite} />
        </div>
      )}
    </section>
  );
}
