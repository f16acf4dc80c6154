import { Trans } from '@lingui/react/macro';
import type { PrefetchProgress } from './prefetchFiles';

/**
 * "Files kept for offline work: 5 / 12", while a screen's files come to the
 * device: pinned to the screen's bottom corner, out of the page's flow, so
 * coming and going it never moves what the user is reading or about to tap.
 */
export function PrefetchProgressBar({ progress }: { progress: PrefetchProgress | null }) {
  if (!progress) return null;
  const { done, total } = progress;
  return (
    <div role="status" className="fixed bottom-4 right-4 z-30 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-base text-slate-800 shadow-md print:hidden">
      <span>
        <Trans>
          File-t per pune pa internet: {done} / {total}
        </Trans>
      </span>
      <progress className="h-3 w-40" value={done} max={total} />
    </div>
  );
}
