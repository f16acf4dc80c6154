import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { formatDuration, TIMER_TICK_MS, timerOf } from '../../../../domain/production/timer.js';
import { formatTimestamp } from '../../../../domain/format.js';
import { useLocalDb } from '../../../local';

/**
 * The live timer (spec 001 §2, §4): productive and waiting time from the
 * status's segments on the device, ticking every second while work runs or a
 * pause is open; the info toggle shows start, end and duration.
 */
export function StatusTimer({ statusRefId, startedAt, finishedAt }: { statusRefId: string; startedAt: string | null; finishedAt: string | null }) {
  const db = useLocalDb();
  const segments = useLiveQuery(() => db.trackers.where('statusRefId').equals(statusRefId).toArray(), [db, statusRefId]);
  const [now, setNow] = useState(() => Date.now());
  const [info, setInfo] = useState(false);
  const figures = timerOf(segments ?? [], now);
  const ticking = figures.running || figures.pausedFor !== null;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dl className="flex flex-wrap gap-6 text-lg">
        <div>
          <dt className="text-sm text-slate-700">
            <Trans>Koha produktive</Trans>
          </dt>
          <dd className="font-mono text-2xl font-bold text-slate-900" data-testid="productive-time">
            {formatDuration(figures.totalDuration)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">
            <Trans>Koha e pritjes</Trans>
          </dt>
          <dd className="font-mono text-2xl font-bold text-slate-900">{formatDuration(figures.waitingDuration)}</dd>
        </div>
      </dl>
      <button type="button" aria-expanded={info} onClick={() => setInfo(!info)} className="mt-2 min-h-11 min-w-11 px-2 text-base font-semibold text-brand-700 underline">
        <Trans>Info</Trans>
      </button>
      {info && (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-base">
          <dt>
            <Trans>Fillimi</Trans>
          </dt>
          <dd>{startedAt ? formatTimestamp(startedAt) : '—'}</dd>
          {finishedAt && (
            <>
              <dt>
                <Trans>Mbarimi</Trans>
              </dt>
              <dd>{formatTimestamp(finishedAt)}</dd>
            </>
          )}
          <dt>
            <Trans>Kohezgjatja</Trans>
          </dt>
          <dd>{formatDuration(figures.totalDuration)}</dd>
        </dl>
      )}
    </div>
  );
}
