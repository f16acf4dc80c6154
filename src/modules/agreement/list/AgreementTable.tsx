import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { agreementStatusOf } from '../../../../domain/agreement/statuses.js';
import { formatDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { Money, Table, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { usePendingIds } from '../../../app/writes/usePendingIds';
import { AGREEMENT_STATUS_LABELS } from '../../../app/statusNames/agreementStatusNames';
import type { AgreementLine } from './agreementLines';

export interface AgreementTableProps {
  caption: string;
  lines: readonly AgreementLine[] | undefined;
  exportName: string;
  /** Deletes a row after the table's confirmation (the archives, for full privileges); no delete button without it. */
  onDelete?: (line: AgreementLine) => void;
}

/**
 * Agreements as a table (spec 000 §2, §3): client, project, status,
 * prepaid, total, remaining debt, start, end and the latest end of its
 * products (dd/mm/yyyy, §3). Edit opens the form (create/{id}/{project},
 * §2 "others create/{id}/{project}"). No delete: the spec has no call that
 * deletes an agreement (§7). One with a save still queued here says so.
 */
export function AgreementTable({ caption, lines, exportName, onDelete }: AgreementTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pending = usePendingIds('agreements');
  const statusOf = (l: AgreementLine) => i18n._(AGREEMENT_STATUS_LABELS[agreementStatusOf(l.agreement.agreementStatusId).value]);
  const money = (pick: (l: AgreementLine) => number) => ({ value: pick, cell: (l: AgreementLine) => <Money value={pick(l)} />, align: 'end' as const });
  const columns: TableColumn<AgreementLine>[] = [
    { id: 'client', header: t`Klienti`, value: (l) => l.clientName, cell: (l) => <span data-agreement-line={l.agreement.id}>{l.clientName}</span> },
    { id: 'project', header: t`Projekti`, value: (l) => l.projectName },
    {
      id: 'status',
      header: t`Statusi`,
      value: (l) => l.agreement.agreementStatusId,
      exportValue: statusOf,
      cell: (l) => (
        <span className="flex flex-col">
          <span>{statusOf(l)}</span>
          {pending.has(l.agreement.id) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
    { id: 'prepaid', header: t`Parapagimi`, ...money((l) => l.agreement.prepaid), hideOnMobile: true },
    { id: 'total', header: t`Totali`, ...money((l) => l.agreement.total) },
    { id: 'debt', header: t`Borxhi i mbetur`, ...money((l) => l.agreement.totalDebtLeft), hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (l) => l.agreement.start ?? '', cell: (l) => formatDate(l.agreement.start) },
    { id: 'end', header: t`Perfundimi`, value: (l) => l.agreement.end ?? '', cell: (l) => formatDate(l.agreement.end), hideOnMobile: true },
    { id: 'latestEnd', header: t`Perfundimi i fundit i produkteve`, value: (l) => l.latestEnd ?? '', cell: (l) => formatDate(l.latestEnd, 'dd/MM/yyyy'), hideOnMobile: true },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={lines}
      loading={lines === undefined}
      getRowId={(l) => l.agreement.id}
      summaryOf={(l) => ({ clientId: l.agreement.clientId, projectId: l.agreement.projectId })}
      rowLabel={(l) => `${l.clientName} — ${l.projectName}`}
      onEdit={(l) =>
        void navigate({ to: '/dashboard/agreements/create/{-$agreementId}/{-$projectId}', params: { agreementId: l.agreement.id, projectId: l.agreement.projectId ?? undefined }, search: {} })
      }
      onDelete={onDelete}
      emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
      exportName={exportName}
    />
  );
}
