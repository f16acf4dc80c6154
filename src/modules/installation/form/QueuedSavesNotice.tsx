import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSyncStatus } from '../../../local';
import type { QueuedSaves } from './useQueuedSaves';

/**
 * The installation's saves on their way (issue 13: "the record shows pending
 * with upload progress"): how many wait, and while one of them is uploading,
 * how far it got (SyncStatus.upload, reported by the outbox's multipart
 * sender). A refused save says so and leads to where it is corrected.
 */
export function QueuedSavesNotice({ queued }: { queued: QueuedSaves }) {
  const { upload, online } = useSyncStatus();
  const count = queued.waiting.length;
  const uploading = upload && queued.waiting.some((e) => e.id === upload.entryId) ? upload : null;
  if (count === 0 && queued.refused.length === 0) return null;
  const percent = uploading && uploading.total > 0 ? Math.min(100, Math.round((uploading.loaded / uploading.total) * 100)) : null;
  return (
    <div className="flex flex-col gap-2">
      {count > 0 && (
        <div role="status" data-pending-installation={count} className="flex flex-wrap items-center gap-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <span className="font-semibold">
            <Plural value={count} one="Ne pritje: # ruajtje e instalimit nuk eshte derguar ende" other="Ne pritje: # ruajtje te instalimit nuk jane derguar ende" />
          </span>
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
      {queued.refused.length > 0 && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          <Trans>Serveri refuzoi nje ruajtje te ketij instalimi.</Trans>{' '}
          <Link to="/dashboard/outbox" className="inline-flex min-h-11 items-center font-semibold underline">
            <Trans>Shiko ndryshimet ne pritje</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
