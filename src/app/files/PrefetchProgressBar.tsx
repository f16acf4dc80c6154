import { Trans } from '@lingui/react/macro';
import type { PrefetchProgress } from './prefetchFiles';

/** "Files kept for offline work: 5 / 12", while a screen's files come to the device. */
export function PrefetchProgressBar({ progress }: { progress: PrefetchProgress | null }) {
  if (!progress) return null;
  const { done, total } = progress;
  return (
    <div role="status" className="mb-3 flex items-center gap-3 rounded-md bg-slate-100 px-3 py-2 text-base text-slate-800">
      <span>
        <Trans>
          File-t per pune pa internet: {done} / {total}
        </Trans>
      </span>
      <progress className="h-3 w-40" value={done} max={total} />
    </div>
  );
}
