import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../../ui';
import { ActivityTable } from './ActivityTable';
import { USER_ENDPOINTS } from '../../../../domain/admin/endpoints.js';
import { readDashboard } from './dashboardRows';

const DASHBOARD_CALL = { endpoint: USER_ENDPOINTS.dashboard, params: {} };
import { ServerReadView } from '../../../app/reads/ServerReadView';
import { useServerRead } from '../../../app/reads/useServerRead';

/** Spec 001 §2 "/admin: a users' activity dashboard", read from GET users/dashboard while online. */
export function ActivityDashboard() {
  const headingId = useId();
  const { result, busy, reload } = useServerRead(DASHBOARD_CALL, readDashboard);
  return (
    <section aria-labelledby={headingId} className="mb-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          <Trans>Aktiviteti i perdoruesve</Trans>
        </h2>
        {result.state === 'ready' && (
          <Button variant="secondary" onClick={reload} busy={busy}>
            <Trans>Rifresko</Trans>
          </Button>
        )}
      </div>
      <ServerReadView result={result} onRetry={reload}>
        {(users) => <ActivityTable users={users} />}
      </ServerReadView>
    </section>
  );
}
