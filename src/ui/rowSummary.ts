import { createContext } from 'react';

/** The client (and project) a row belongs to: what the summary panel opens on. */
export interface SummaryTarget {
  clientId: string;
  projectId?: string | null;
}

/**
 * Opens the summary panel. The panel reads the app's mirror, which the UI kit
 * may not import: the dashboard's layout provides the opener
 * (src/app/summary/SummaryProvider.tsx) and a Table with `summaryOf` reads it
 * here. Outside that layout there is none, and the tables draw no summary button.
 */
export const RowSummaryContext = createContext<((target: SummaryTarget) => void) | null>(null);
