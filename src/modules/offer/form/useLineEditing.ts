import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ProductRow } from '../../../../domain/offer/rows.js';
import { emptyLine, lineOfRow, type LineDraft } from './offerLines';
import type { OfferDraft } from './offerDraft';

/**
 * The draft's row edits as stable callbacks (the rows are memoised: a
 * callback made anew each keystroke would redraw all 200). They read the
 * latest draft and saved rows from refs, so typing in one row changes only
 * that row's object.
 */
export function useLineEditing(draft: OfferDraft | undefined, stored: readonly ProductRow[], change: (next: OfferDraft, at?: 'now' | 'soon') => void, clearErrors: () => void) {
  const latest = useRef({ draft, stored });
  // Kept current after each render: the callbacks run on events, after it.
  useLayoutEffect(() => {
    latest.current = { draft, stored };
  });

  /** The draft with one row replaced by `update` of it (a new row, or a saved row's edit). */
  const withLine = useCallback((d: OfferDraft, id: string, update: (line: LineDraft) => LineDraft | null): OfferDraft => {
    if (d.newLines.some((l) => l.id === id)) {
      return { ...d, newLines: d.newLines.flatMap((l) => (l.id === id ? (update(l) ?? []) : [l])) };
    }
    const row = latest.current.stored.find((r) => r.id === id);
    if (!row) return d;
    const { [id]: current, ...others } = d.edits;
    const next = update(current ?? lineOfRow(row));
    return { ...d, edits: next ? { ...others, [id]: next } : others };
  }, []);

  const onLineChange = useCallback(
    (id: string, patch: Partial<LineDraft>) => {
      const d = latest.current.draft;
      if (!d) return;
      change(
        withLine(d, id, (l) => ({ ...l, ...patch })),
        'soon',
      );
      clearErrors();
    },
    [change, withLine, clearErrors],
  );

  /** Drops a new row, or a saved row's unsaved changes. */
  const discardLine = useCallback(
    (id: string) => {
      const d = latest.current.draft;
      if (!d) return;
      change(withLine(d, id, () => null));
    },
    [change, withLine],
  );

  const addLine = useCallback(() => {
    const d = latest.current.draft;
    if (d) change({ ...d, newLines: [...d.newLines, emptyLine()] });
  }, [change]);

  return { onLineChange, discardLine, addLine, latest };
}
