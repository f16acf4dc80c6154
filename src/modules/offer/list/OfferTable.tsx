import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import type { OfferStatusId } from '../../../../domain/offer/statuses.js';
import { Money, Table, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { usePendingIds } from '../../../app/writes/usePendingIds';
import { OFFER_STATUS_NAMES } from '../../../app/statusNames/offerStatusNames';
import type { OfferLine } from './offerListLines';

export interface OfferTableProps {
  caption: string;
  lines: readonly OfferLine[] | undefined;
  exportName: string;
  /** Deletes a row after the table's confirmation (the archives, for full privileges); no delete button without it. */
  onDelete?: (line: OfferLine) => void;
}

/**
 * Offers as a table (spec 000 §2): number, client, project, status, date,
 * total and discounted total. Edit opens the form on the offer and its
 * project (create/{id}/{projectId}). No delete: the spec has no call that
 * deletes an offer (§7). An offer with a save still queued on this device
 * says so; a new one shows its number once the server gives it.
 */
export function OfferTable({ caption, lines, exportName, onDelete }: OfferTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pending = usePendingIds('offers');
  const statusOf = (l: OfferLine) => {
    const name = OFFER_STATUS_NAMES[l.statusId as OfferStatusId];
    return name ? i18n._(name) : '';
  };
  const columns: TableColumn<OfferLine>[] = [
    { id: 'number', header: t`Nr.`, value: (l) => l.number, cell: (l) => <span data-offer-line={l.id}>{l.number || '—'}</span> },
    { id: 'client', header: t`Klienti`, value: (l) => l.clientName },
    { id: 'project', header: t`Projekti`, value: (l) => l.projectName, hideOnMobile: true },
    {
      id: 'status',
      header: t`Statusi`,
      value: (l) => l.statusId,
      exportValue: statusOf,
      cell: (l) => (
        <span className="flex flex-col">
          <span>{statusOf(l)}</span>
          {pending.has(l.id) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
    { id: 'offerDate', header: t`Data`, value: (l) => l.offerDate ?? '', cell: (l) => formatDate(l.offerDate) },
    { id: 'total', header: t`Totali`, value: (l) => l.total, cell: (l) => <Money value={l.total} />, hideOnMobile: true },
    { id: 'discountTotal', header: t`Totali me zbritje`, value: (l) => l.discountTotal, cell: (l) => <Money value={l.discountTotal} /> },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={lines}
      loading={lines === undefined}
      getRowId={(l) => l.id}
      summaryOf={(l) => ({ clientId: l.clientId, projectId: l.projectId })}
      rowLabel={(l) => `${l.number || ''} ${l.clientName}`.trim()}
      onEdit={(l) => void navigate({ to: '/dashboard/offers/create/{-$offerId}/{-$projectId}', params: { offerId: l.id, projectId: l.projectId ?? undefined }, search: {} })}
      onDelete={onDelete}
      emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
      exportName={exportName}
    />
  );
}
