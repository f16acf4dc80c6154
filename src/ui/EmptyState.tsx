import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Defaults to the spec's 'Nuk ka te dhena !' (spec 001 §8). */
  message?: ReactNode;
  /** An optional next step, e.g. an "add" button. */
  action?: ReactNode;
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-10 text-center text-slate-700">
      <p className="text-lg">{message ?? <Trans>Nuk ka te dhena !</Trans>}</p>
      {action}
    </div>
  );
}
