import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSyncStatus } from '../../../local';

/**
 * Above a board drawn from the server's answer while the device's first sync
 * runs: the rows can be read now, and the boxes open once the department's
 * work is on the device (its share so far). A box tapped meanwhile (`nudged`
 * counts the taps) brings the notice into view and says it again.
 */
export function ServerBoardNotice({ nudged }: { nudged: number }) {
  const { firstSync } = useSyncStatus();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (nudged > 0) notice.current?.scrollIntoView({ block: 'nearest' });
  }, [nudged]);
  const percent = firstSync?.percent ?? 0;
  return (
    <p ref={notice} role="status" className={`mb-2 rounded-md border-2 bg-amber-50 p-3 text-base text-slate-900 ${nudged > 0 ? 'border-amber-600' : 'border-amber-300'}`}>
      {/* The key makes a screen reader hear the notice again at each tap. */}
      <span key={nudged}>
        <Trans>Bordi shfaqet nga serveri. Proceset hapen sapo te dhenat e repartit te jene ne pajisje ({percent}%).</Trans>
      </span>
    </p>
  );
}
