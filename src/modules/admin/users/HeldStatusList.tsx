import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_IN_PROCESS } from '../../../../domain/admin/activity.js';
import { processStatusLabel } from './activityLabels';
import type { HeldStatus } from '../../../../domain/admin/activity.js';
import { heldStatusPlace } from './heldStatusText';

/** Up to this many statuses are listed in full; a worker with a queue of dozens gets a summary instead. */
const LISTED_IN_FULL = 3;

function StatusLines({ statuses }: { statuses: readonly HeldStatus[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-1">
      {statuses.map((s) => (
        <li key={s.id}>
          {heldStatusPlace(s)}:{' '}
          <span className={s.responsibilityStatusId === STATUS_IN_PROCESS ? 'font-semibold text-emerald-800' : 'text-slate-700'}>
            {processStatusLabel(i18n, s.responsibilityStatusId)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The processes or materials a user holds. A few are listed; many are
 * summed up by status, with the first few in process now listed (that is what
 * the dashboard is for) and the whole list one click away.
 */
export function HeldStatusList({ statuses }: { statuses: readonly HeldStatus[] }) {
  const { i18n } = useLingui();
  if (statuses.length === 0) return <span className="text-slate-700">—</span>;
  if (statuses.length <= LISTED_IN_FULL) {
    return (
      <div className="text-sm">
        <StatusLines statuses={statuses} />
      </div>
    );
  }
  const working = statuses.filter((s) => s.responsibilityStatusId === STATUS_IN_PROCESS).slice(0, LISTED_IN_FULL);
  const byStatus = new Map<number, number>();
  for (const s of statuses) byStatus.set(s.responsibilityStatusId, (byStatus.get(s.responsibilityStatusId) ?? 0) + 1);
  const summary = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([statusId, n]) => `${processStatusLabel(i18n, statusId)}: ${n}`)
    .join(' · ');
  const count = statuses.length;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {working.length > 0 && <StatusLines statuses={working} />}
      <p className="text-slate-700">{summary}</p>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          <Trans>Te gjitha ({count})</Trans>
        </summary>
        <StatusLines statuses={statuses} />
      </details>
    </div>
  );
}
