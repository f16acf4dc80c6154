import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../../domain/format.js';
import type { WarehouseRecordRead } from '../../../../domain/warehouse/reads.js';
import { Button, Money } from '../../../ui';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { SlipActions } from '../slip/SlipActions';

/** One record of a card: its label, date, lines, invoices and slip; edit and delete for warehouse writers. */
export function RecordItem({ record, selected, writes, unitOf, onEdit, onDelete }: { record: WarehouseRecordRead; selected: boolean; writes: boolean; unitOf: (productId: string) => string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  return (
    <li className={`rounded-md border p-3 ${selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`} data-record={record.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{record.label}</p>
        <p className="text-sm text-slate-700">{formatDate(record.createdAt)}</p>
      </div>
      <ul className="my-2 text-sm" aria-label={t`Produktet e ${record.label}`}>
        {record.productWarehouseRecord.map((p) => (
          <li key={p.productId}>
            {p.productName}
            {p.type ? ` (${p.type})` : ''}: {p.quantityForTransport} {unitOf(p.productId)}
            {p.price !== null && (
              <>
                {' · '}
                <Money value={p.price} />
              </>
            )}
          </li>
        ))}
      </ul>
      {record.comment && <p className="mb-2 text-sm whitespace-pre-wrap text-slate-800">{record.comment}</p>}
      <div className="flex flex-wrap gap-2">
        {record.invoiceWithUrl.map((f) => (
          <FileLinkButton key={f.id} fileId={f.id} name={f.fileName} />
        ))}
        <SlipActions record={record} unitOf={unitOf} />
        {writes && (
          <>
            <Button variant="secondary" onClick={onEdit} aria-pressed={selected}>
              <Trans>Ndrysho</Trans>
              <span className="sr-only">{`: ${record.label}`}</span>
            </Button>
            <Button variant="danger" onClick={onDelete}>
              <Trans>Fshij</Trans>
              <span className="sr-only">{`: ${record.label}`}</span>
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
