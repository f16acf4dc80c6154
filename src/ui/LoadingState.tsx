import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface LoadingStateProps {
  /** Visible text under the spinner; defaults to "Loading…". */
  children?: ReactNode;
}

/** A whole area waiting for data: a spinner with a visible, announced text. */
export function LoadingState({ children }: LoadingStateProps) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-10 text-slate-700">
      <Spinner size="lg" decorative />
      <p>{children ?? <Trans>Duke u ngarkuar...</Trans>}</p>
    </div>
  );
}
