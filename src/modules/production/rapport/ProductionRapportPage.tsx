import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { formatDate } from '../../../../domain/format.js';
import { lastMonth } from '../../../../domain/production/dates.js';
import { isAdmin } from '../../../../domain/permissions.js';
import { AccessDenied } from '../../../app/pages/AccessDenied';
import { ServerReadView } from '../../../app/reads/ServerReadView';
import { useServerRead } from '../../../app/reads/useServerRead';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useLocalDb } from '../../../local';
import { Button, PageHeader, Select } from '../../../ui';
import { ProductionGate } from '../ProductionGate';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { rapportCall, readRapport } from './rapportCall';
import { readsRapport } from './readsRapport';
import { CHART_METRICS, type ChartMetric } from './RapportChart';
import type { RapportView as View } from './rapportColumns';
import { RapportView } from './RapportView';

/**
 * The production rapport (spec 001 §2 /dashboard/production/production-rapport;
 * the figures are domain/production/rapport.ts): read from the server while
 * online, because a year of timer segments is more than the mirror holds an
 * index for and other people's work changes while one looks; offline it says
 * so. Full privileges and department admins only (the server's rule too).
 */
export function ProductionRapportPage() {
  const session = useSignedInSession();
  return <ProductionGate>{readsRapport(session) ? <Rapport /> : <AccessDenied to="/dashboard/production/create" />}</ProductionGate>;
}

function Rapport() {
  const { t } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  const [now] = useState(Date.now);
  const month = lastMonth(now);
  const fullPrivileges = isAdmin(session.permissions);
  // The view and the chart's figure are checked on reading, like the department: storage may hold anything.
  const [prefs, update] = usePreferences<{ departmentId: string | null; start: string | null; end: string | null; view: string; metric: string }>('productionRapport', {
    departmentId: null,
    start: month.start,
    end: month.end,
    view: 'process',
    metric: 'completed',
  });
  // A department remembered from another role or user is not asked for.
  const departmentId = fullPrivileges || session.adminDepartments.some((d) => d.value === prefs.departmentId) ? prefs.departmentId : null;
  const view: View = prefs.view === 'worker' ? 'worker' : 'process';
  const metric: ChartMetric = CHART_METRICS.find((m) => m === prefs.metric) ?? 'completed';
  const { result, busy, reload } = useServerRead(rapportCall({ departmentId, start: prefs.start, end: prefs.end }), readRapport);
  const department = useLiveQuery(async () => (departmentId === null ? undefined : db.departments.get(departmentId)), [db, departmentId]);

  return (
    <>
      <PageHeader
        title={<Trans>Raporti i prodhimit</Trans>}
        description={result.state === 'ready' && <RangeLine from={result.data.start} to={result.data.end} department={department?.name ?? (fullPrivileges ? t`Te gjitha repartet` : t`Repartet e mia`)} />}
        actions={
          <>
            <Button variant="secondary" onClick={reload} busy={busy}>
              <Trans>Rifresko</Trans>
            </Button>
            <Button variant="secondary" onClick={() => window.print()} disabled={result.state !== 'ready'}>
              <Trans>Printo</Trans>
            </Button>
          </>
        }
      />
      <div className="no-print mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          {fullPrivileges ? (
            <DepartmentFilter value={departmentId} onChange={(id) => update({ departmentId: id })} />
          ) : (
            <Select
              label={t`Reparti`}
              options={session.adminDepartments.map((d) => ({ value: d.value, label: d.label }))}
              value={departmentId}
              onChange={(id) => update({ departmentId: id })}
              placeholder={t`Repartet e mia`}
            />
          )}
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <div role="group" aria-label={t`Pamja e raportit`} className="no-print mb-4 flex flex-wrap gap-2">
        {(
          [
            ['process', t`Sipas procesit`],
            ['worker', t`Sipas punetorit`],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => update({ view: value })}
            className={`min-h-11 rounded-md border-2 px-4 text-base font-semibold ${view === value ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <ServerReadView result={result} onRetry={reload}>
        {(rapport) => <RapportView rapport={rapport} view={view} metric={metric} onMetric={(metric) => update({ metric })} />}
      </ServerReadView>
    </>
  );
}

/** What the figures cover, said on screen and on paper (the filters are not printed). */
function RangeLine({ from, to, department }: { from: string | null; to: string | null; department: string }) {
  const start = formatDate(from) || '…';
  const end = formatDate(to) || '…';
  return (
    <>
      <Trans>
        Periudha {start} – {end}
      </Trans>
      {' · '}
      {department}
    </>
  );
}
