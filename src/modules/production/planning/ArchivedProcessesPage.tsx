import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { archivedProcesses, rangeOrLastMonth, type ProcessRecordRow } from '../../../../domain/production/archives.js';
import { searchKey } from '../../../../domain/production/board.js';
import { lastMonth } from '../../../../domain/production/dates.js';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import { useLiveChanges, useLocalDb } from '../../../local';
import { actionColumn, PageHeader, Select, Table, TextField, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { ProductionGate } from '../ProductionGate';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { processRecordColumns } from './processRecordColumns';
import { ReturnToProductionModal } from './ReturnToProductionModal';
import { usePlanningRows } from '../../../app/planning/usePlanningRows';

/**
 * Archived processes (spec 001 §2, /dashboard/production/archived-responsibilities):
 * the processes and materials completed in a range (the last month unless
 * another is chosen), filtered by department, process, client and user; full
 * privileges send one back to production with a comment.
 */
export function ArchivedProcessesPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  useLiveChanges();
  const [now] = useState(Date.now);
  const month = lastMonth(now);
  const [prefs, update] = usePreferences<{ departmentId: string | null; responsibilityId: string | null; userId: string | null; client: string; start: string | null; end: string | null }>('archivedProcesses', {
    departmentId: null,
    responsibilityId: null,
    userId: null,
    client: '',
    start: month.start,
    end: month.end,
  });
  const [returning, setReturning] = useState<ProcessRecordRow | null>(null);
  const range = rangeOrLastMonth({ start: prefs.start ?? undefined, end: prefs.end ?? undefined }, now);
  const rows = usePlanningRows(
    { statuses: 'finishedAt', range },
    (src) => archivedProcesses(src, { departmentId: prefs.departmentId ?? undefined, responsibilityId: prefs.responsibilityId ?? undefined, userId: prefs.userId ?? undefined, ...range }, now),
    [prefs.departmentId, prefs.responsibilityId, prefs.userId, prefs.start, prefs.end],
  );
  const clientKey = searchKey(prefs.client.trim());
  const shown = useMemo(() => (clientKey ? rows?.filter((r) => searchKey(r.client.clientName).includes(clientKey)) : rows), [rows, clientKey]);
  const processes = useLiveQuery(() => db.responsibilities.orderBy('name').toArray(), [db]);
  const users = useLiveQuery(() => db.users.orderBy('username').toArray(), [db]);
  const returns = isAdmin(session.permissions) && canWriteModule(session.permissions, 'production');

  const columns: TableColumn<ProcessRecordRow>[] = [
    ...processRecordColumns(i18n, 'finishedAt'),
    ...(returns ? [actionColumn('return', t`Veprime`, t`Kthe ne prodhim`, setReturning)] : []),
  ];

  return (
    <ProductionGate>
      <PageHeader title={<Trans>Proceset e arkivuara</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
        </div>
        <div className="w-64 max-w-full">
          <Select label={t`Procesi`} options={(processes ?? []).map((r) => ({ value: r.id, label: r.name }))} value={prefs.responsibilityId} onChange={(responsibilityId) => update({ responsibilityId })} placeholder={t`Te gjitha`} />
        </div>
        <div className="w-64 max-w-full">
          <Select label={t`Perdoruesi`} options={(users ?? []).map((u) => ({ value: u.id, label: `${u.firstname} ${u.lastname}` }))} value={prefs.userId} onChange={(userId) => update({ userId })} placeholder={t`Te gjithe`} />
        </div>
        <div className="w-64 max-w-full">
          <TextField label={t`Klienti`} type="search" value={prefs.client} onChange={(client) => update({ client })} />
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table caption={t`Proceset e arkivuara`} columns={columns} rows={shown} getRowId={(r) => r.id} exportName="proceset-e-arkivuara" initialSort={{ columnId: 'finishedAt', direction: 'desc' }} />
      {returning && <ReturnToProductionModal row={returning} departmentId={prefs.departmentId} onClose={() => setReturning(null)} />}
    </ProductionGate>
  );
}
