import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { rangeOrLastMonth, returnedProcesses, type ProcessRecordRow } from '../../../../domain/production/archives.js';
import { lastMonth } from '../../../../domain/production/dates.js';
import { useLiveChanges } from '../../../local';
import { PageHeader, Table, type TableColumn } from '../../../ui';
import { ProductionGate } from '../ProductionGate';
import { statusLabel } from '../board/statusLabels';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { processRecordColumns } from './processRecordColumns';
import { usePlanningRows } from '../../../app/planning/usePlanningRows';

/**
 * Returned processes (spec 001 §2, /dashboard/production/returned-processes):
 * processes and materials sent back to production in a range (the last month
 * unless another is chosen), merged, the last updated first.
 */
export function ReturnedProcessesPage() {
  const { t, i18n } = useLingui();
  useLiveChanges();
  const [now] = useState(Date.now);
  const month = lastMonth(now);
  const [prefs, update] = usePreferences<{ departmentId: string | null; start: string | null; end: string | null }>('returnedProcesses', { departmentId: null, start: month.start, end: month.end });
  const range = rangeOrLastMonth({ start: prefs.start ?? undefined, end: prefs.end ?? undefined }, now);
  const rows = usePlanningRows({ statuses: 'returnedAt', range }, (src) => returnedProcesses(src, { departmentId: prefs.departmentId ?? undefined, ...range }, now), [prefs.departmentId, prefs.start, prefs.end]);
  const columns: TableColumn<ProcessRecordRow>[] = [
    ...processRecordColumns(i18n, 'returnedAt'),
    { id: 'status', header: t`Statusi`, value: (r) => i18n._(statusLabel(r.statusId)) },
  ];
  return (
    <ProductionGate>
      <PageHeader title={<Trans>Proceset e kthyera</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table caption={t`Proceset e kthyera`} columns={columns} rows={rows} getRowId={(r) => r.id} exportName="proceset-e-kthyera" />
    </ProductionGate>
  );
}
