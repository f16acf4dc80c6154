import { Trans } from '@lingui/react/macro';
import { Button } from '../../ui';

export interface ReadSoFarProps {
  shown: number;
  total: number;
  /** The next page on demand; absent when every row is read. */
  more: { loading: boolean; load: () => void } | null;
}

/** Under a list read from the server a page at a time: how much of it is read, and the next page. */
export function ReadSoFar({ shown, total, more }: ReadSoFarProps) {
  if (shown === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-slate-700">
        <Trans>
          Te lexuara {shown} nga {total} rekorde.
        </Trans>
      </p>
      {more && (
        <Button variant="secondary" busy={more.loading} onClick={more.load}>
          <Trans>Ngarko me te vjetrat</Trans>
        </Button>
      )}
    </div>
  );
}
