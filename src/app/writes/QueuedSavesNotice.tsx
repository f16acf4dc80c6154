import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSyncStatus, type OutboxEntry } from '../../local';

export interface QueuedSavesNoticeProps {
  /** A record's saves still to reach the server (pending or being sent), in queue order. */
  waiting: readonly OutboxEntry[];
  /** Its saves the server refused. */
  refused: readonly OutboxEntry[];
  /** "Pending: 2 saves of this … not sent yet", with the count. */
  pendingText: (count: number) => ReactNode;
  /** "The server refused a save of this …". */
  refusedText: ReactNode;
  /** The data attribute that carries the count (tests find the notice by it), e.g. 'data-pending-installation'. */
  countAttribute: `data-${string}`;
}

/**
 * A record's saves on their way (issues 13, 14: the form shows "pending"
 * with the upload's progress): how many wait, and while one of them is
 * uploading, how far it got (SyncStatus.upload, reported by the outbox's
 * multipart sender). A refused save says so and leads to where it is
 * corrected.
 */
export function QueuedSavesNotice({ waiting, refused, pendingText, refusedText, countAttribute }: QueuedSavesNoticeProps) {
  const { upload, online } = useSyncStatus();
  const count = waiting.length;
  const uploading = upload && waiting.some((e) => e.id === upload.entryId) ? upload : null;
  if (count === 0 && refused.length === 0) return null;
  const percent = uploading && uploading.total > 0 ? Math.min(100, Math.round((uploading.loaded / uploading.total) * 100)) : null;
  return (
    <div className="flex flex-col gap-2">
      {count > 0 && (
        <div role="status" {...{ [countAttribute]: count }} className="flex flex-wrap items-center gap-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <span className="font-semibold">{pendingText(count)}</span>
          {!online && (
            <span>
              <Trans>Pa internet: dergohet kur te kthehet lidhja.</Trans>
            </span>
          )}
          {percent !== null && (
            <label className="flex items-center gap-2">
              <Trans>Ngarkimi</Trans>
              <progress className="h-3 w-40" value={percent} max={100} />
              <span>{percent}%</span>
            </label>
          )}
        </div>
      )}
      {refused.length > 0 && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {refusedText}{' '}
          <Link to="/dashboard/outbox" className="inline-flex min-h-11 items-center font-semibold underline">
            <Trans>Shiko ndryshimet ne pritje</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
