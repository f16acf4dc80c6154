import { useEffect, useState } from 'react';
import { storedFileBlob } from '../../../app/files/storedFileBlob';
import { openPdf, type PdfPages } from '../../../ui/pdfPages';

export type TemplatePage =
  | { state: 'loading' }
  /** Neither on the device nor reachable (offline before the prefetch got it). */
  | { state: 'missing' }
  /** Not a PDF pdf.js can read, or the device ran out of memory drawing it. */
  | { state: 'failed' }
  | { state: 'ready'; count: number; page: number; canvas: HTMLCanvasElement };

/**
 * Page `page` of a measurement template as a picture to draw over: the PDF
 * from the device's file cache (so it works offline; fetched and kept when
 * it is not there yet), rendered with pdf.js at the sketch's size. The
 * document stays open while the template is, so turning pages renders
 * without reading it again.
 */
export function useTemplatePage(fileId: string, page: number): TemplatePage {
  const [doc, setDoc] = useState<{ fileId: string; pages: PdfPages | null; failed: boolean } | null>(null);
  const [shown, setShown] = useState<{ key: string; page: TemplatePage } | null>(null);

  useEffect(() => {
    const stop = new AbortController();
    let opened: PdfPages | null = null;
    void (async () => {
      const blob = await storedFileBlob(fileId, stop.signal);
      if (stop.signal.aborted) return;
      if (!blob) return setDoc({ fileId, pages: null, failed: false });
      try {
        opened = await openPdf(blob);
        if (stop.signal.aborted) void opened.close();
        else setDoc({ fileId, pages: opened, failed: false });
      } catch {
        if (!stop.signal.aborted) setDoc({ fileId, pages: null, failed: true });
      }
    })();
    return () => {
      stop.abort();
      void opened?.close();
    };
  }, [fileId]);

  const pages = doc?.fileId === fileId ? doc.pages : null;
  useEffect(() => {
    if (!pages) return;
    let current = true;
    const n = Math.min(Math.max(1, page), pages.count);
    pages.render(n).then(
      (canvas) => current && setShown({ key: `${fileId}:${page}`, page: { state: 'ready', count: pages.count, page: n, canvas } }),
      () => current && setShown({ key: `${fileId}:${page}`, page: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [pages, fileId, page]);

  if (doc?.fileId === fileId && !doc.pages) return { state: doc.failed ? 'failed' : 'missing' };
  return shown?.key === `${fileId}:${page}` ? shown.page : { state: 'loading' };
}
