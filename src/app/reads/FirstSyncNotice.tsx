import { useEffect, useRef, type ReactNode } from 'react';
import { useSyncStatus } from '../../local';

/**
 * Above a screen drawn from the server's answer while the device's first sync
 * runs (useUntilUsable): what can be done now and what waits for the rows to
 * be on the device, with the sync's share so far (`say` puts it in the
 * words). A tap on what waits (`nudged` counts them) brings the notice into
 * view and says it again.
 */
export function FirstSyncNotice({ say, nudged = 0 }: { say: (percent: number) => ReactNode; nudged?: number }) {
  const { firstSync } = useSyncStatus();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (nudged > 0) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [nudged]);
  return (
    <p ref={notice} role="status" className={`mb-2 rounded-md border-2 bg-amber-50 p-3 text-base text-slate-900 ${nudged > 0 ? 'border-amber-600' : 'border-amber-300'}`}>
      {/* The key makes a screen reader hear the notice again at each tap. */}
      <span key={nudged}>{say(firstSync?.percent ?? 0)}</span>
    </p>
  );
}
