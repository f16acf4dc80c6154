import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { Table, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { usePendingIds } from '../../../app/writes/usePendingIds';
import { STATUS_LABELS } from '../../../app/statusNames/measureStatusNames';
import type { MeasureLine } from './measureRows';

export interface MeasureTableProps {
  caption: string;
  lines: readonly MeasureLine[] | undefined;
  exportName: string;
  /** A note under a line's status (passive, assigned to you). */
  statusNote?: (line: MeasureLine) => ReactNode;
  emptyMessage?: ReactNode;
  /** Deletes a row after the table's confirmation (the archives, for full privileges); no delete button without it. */
  onDelete?: (line: MeasureLine) => void;
}

/**
 * Measures as a table (spec 000 §2): client, project, status, measure date,
 * planned date, employee. Edit opens the form on the project
 * (create/{projectId}/{clientId}, spec 000 §2 "the archive edit target …
 * measures create/{project}/{clientId}"). No delete: the spec has no call
 * that deletes a measure. A measure with a save still queued on this device
 * says so.
 */
export function MeasureTable({ caption, lines, exportName, statusNote, emptyMessage, onDelete }: MeasureTableProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pending = usePendingIds('measures');
  const statusOf = (l: MeasureLine) => i18n._(l.statusId === null ? STATUS_LABELS.none : STATUS_LABELS[l.statusId]);
  const columns: TableColumn<MeasureLine>[] = [
    { id: 'client', header: t`Klienti`, value: (l) => l.clientName, cell: (l) => <span data-measure-line={l.key}>{l.clientName}</span> },
    { id: 'project', header: t`Projekti`, value: (l) => l.projectName },
    {
      id: 'status',
      header: t`Statusi`,
      value: (l) => l.statusId ?? 0,
      exportValue: statusOf,
      cell: (l) => (
        <span className="flex flex-col">
          <span>{statusOf(l)}</span>
          {statusNote?.(l)}
          {l.measure !== null && pending.has(l.measure.id) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
    { id: 'measureDate', header: t`Data e matjes`, value: (l) => l.measureDate ?? '', cell: (l) => formatDate(l.measureDate) },
    { id: 'plannedDate', header: t`Data e planifikuar`, value: (l) => l.plannedDate ?? '', cell: (l) => formatDate(l.plannedDate), hideOnMobile: true },
    { id: 'employee', header: t`Punetori`, value: (l) => l.employeeName, hideOnMobile: true },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={lines}
      loading={lines === undefined}
      getRowId={(l) => l.key}
      summaryOf={(l) => ({ clientId: l.clientId, projectId: l.projectId })}
      rowLabel={(l) => `${l.clientName} — ${l.projectName}`}
      onEdit={(l) => void navigate({ to: '/dashboard/measures/create/{-$measureId}/{-$clientId}', params: { measureId: l.projectId, clientId: l.clientId }, search: {} })}
      onDelete={onDelete}
      emptyMessage={emptyMessage ?? translateServerMessage(i18n, MSG.emptyList)}
      exportName={exportName}
    />
  );
}
