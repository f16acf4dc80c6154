import { createPortal } from 'react-dom';
import { DocumentSheet } from './DocumentSheet';
import type { PrintDocument } from './printDocument';

/**
 * The document as the printer gets it: an A4 sheet (styles.css `.print-sheet`,
 * named page `sheet`) put beside the app, which hides everything else while
 * it prints. Not shown on screen.
 */
export function PrintSheet({ document: d, urls }: { document: PrintDocument; urls: ReadonlyMap<Blob, string> }) {
  return createPortal(
    <article className="print-sheet" aria-hidden="true">
      <DocumentSheet document={d} urls={urls} />
    </article>,
    document.body,
  );
}
