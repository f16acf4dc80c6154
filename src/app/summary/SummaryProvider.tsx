import { useState, type ReactNode } from 'react';
import { RowSummaryContext, type SummaryTarget } from '../../ui/rowSummary';
import { SummaryPanel } from './SummaryPanel';

/**
 * Makes the summary panel reachable from every table of the dashboard (a
 * Table with `summaryOf` draws the button; src/ui/rowSummary.ts says why
 * through a context): one panel at a time, opened on a client and project.
 */
export function SummaryProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<SummaryTarget | null>(null);
  return (
    <RowSummaryContext value={setTarget}>
      {children}
      {target && <SummaryPanel key={`${target.clientId}:${target.projectId ?? ''}`} target={target} onClose={() => setTarget(null)} />}
    </RowSummaryContext>
  );
}
