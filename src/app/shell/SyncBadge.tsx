import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDate, formatTimestamp } from '../../../domain/format.js';
import { useSyncStatus } from '../../local';
import { useNow } from './useNow';

/**
 * Online or offline, how many changes wait, when the device last synced (or,
 * on a new device, how far its first sync is; offline, when the waiting
 * changes go); opens
 * the pending-changes screen. On a phone only the dot and the counts show.
 * The link is named by its content (WCAG 2.5.3: the name holds the visible
 * text, in order): words a screen hides stay for screen readers (sr-only),
 * and each count chip's number is read as its whole sentence.
 */
export function SyncBadge() {
  const { t } = useLingui();
  const status = useSyncStatus();
  const now = useNow(30_000);

  const connection = status.online ? t`Ne linje` : t`Pa internet`;
  const waiting = plural(status.pending, { one: '# ndryshim ne pritje', other: '# ndryshime ne pritje' });
  const refused = plural(status.rejected, { one: '# i refuzuar', other: '# te refuzuara' });
  const minutes = status.lastSyncedAt === null ? null : Math.max(0, Math.floor((now - status.lastSyncedAt) / 60_000));
  const last = status.lastSyncedAt === null ? null : clockOf(status.lastSyncedAt, now);
  // Offline, "synced now" or "N min ago" would read as current while the device cannot know: it says
  // when the waiting changes go, or the moment of the last sync.
  const offlineSynced =
    status.pending > 0
      ? plural(status.pending, { one: 'Dergohet kur te kthehet lidhja', other: 'Dergohen kur te kthehet lidhja' })
      : last === null
        ? t`Ende pa sinkronizuar`
        : t`Sinkronizuar se fundi: ${last}`;
  const onlineSynced =
    minutes === null
      ? t`Ende pa sinkronizuar`
      : minutes === 0
        ? t`Sinkronizuar tani`
        : plural(minutes, { one: 'Sinkronizuar para # min', other: 'Sinkronizuar para # min' });
  const synced = status.online ? onlineSynced : offlineSynced;

  // A new device's first sync (SYNC.md O19): how much of the mirror is in, while the rest follows.
  const percent = status.firstSync?.percent;

  const dot = !status.online ? 'bg-slate-400' : status.rejected > 0 || status.authRequired ? 'bg-red-600' : status.pending > 0 ? 'bg-amber-500' : 'bg-green-600';
  return (
    <Link
      to="/dashboard/outbox"
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm text-slate-800 hover:bg-brand-50"
    >
      <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${dot} ${status.sending || status.pulling ? 'animate-pulse' : ''}`} />
      <span className="sr-only font-medium sm:not-sr-only">{connection}</span>
      {status.pending > 0 && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
          <Spoken>{waiting}</Spoken>
          <span aria-hidden="true">{status.pending}</span>
        </span>
      )}
      {status.rejected > 0 && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">
          <Spoken>{refused}</Spoken>
          <span aria-hidden="true">! {status.rejected}</span>
        </span>
      )}
      {status.authRequired && <Spoken>{t`Hyni perseri`}</Spoken>}
      {percent !== undefined && (
        // On a phone the figure alone: the header must keep its 44 px buttons at 360 px.
        <span role="status" className="whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
          <span className="sr-only">. </span>
          <span className="sr-only md:not-sr-only">{t`Po sjell te dhenat:`} </span>
          {percent} %
        </span>
      )}
      <span className="sr-only text-slate-600 md:not-sr-only">
        <span className="sr-only">. </span>
        {synced}
      </span>
    </Link>
  );
}

/** The last sync's moment: its time today, with its day before today ("14:32", "03-05-2026 14:32"). */
function clockOf(at: number, now: number): string {
  const time = formatTimestamp(new Date(at)).slice(11, 16);
  const day = formatDate(new Date(at));
  return day === formatDate(new Date(now)) ? time : `${day} ${time}`;
}

/** A part of the badge only screen readers hear, after a sentence break from the part before it. */
function Spoken({ children }: { children: string }) {
  return <span className="sr-only">. {children}</span>;
}
