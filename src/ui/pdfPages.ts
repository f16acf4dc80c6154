import { sketchSizeOf, type Size } from './sketchGeometry';

/**
 * A PDF's pages as pictures (the measurement templates a sketch is drawn
 * over), with pdf.js. pdf.js is large (≈ 1.7 MB with its worker): it is its
 * own lazy chunk, fetched the first time a template is opened or when a
 * measurer's area prefetches it, and precached by the service worker like
 * every script, so it renders offline.
 */
type Pdfjs = typeof import('pdfjs-dist');

let library: Promise<Pdfjs> | null = null;

/**
 * pdf.js, loaded once. A failed load (offline before the chunk was ever
 * fetched) is forgotten, so the next try fetches again.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  library ??= import('pdfjs-dist').catch((err: unknown) => {
    library = null;
    throw err;
  });
  return library;
}

/** pdf.js talks to one worker of this origin (pdfjs.worker.ts), started with the first PDF opened and kept for the next. */
function startWorker(pdfjs: Pdfjs): void {
  pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(new URL('./pdfjs.worker.ts', import.meta.url), { type: 'module' });
}

export interface PdfPages {
  count: number;
  /** Page `n` (from 1) drawn on a white canvas at sketchSizeOf its size. */
  render(n: number, maxSide?: number): Promise<HTMLCanvasElement>;
  /** The page's size in PDF points, for laying it out before it is drawn. */
  sizeOf(n: number): Promise<Size>;
  close(): Promise<void>;
}

/**
 * Opens a PDF from its bytes (the device's copy of a template). Nothing the
 * Content-Security-Policy forbids: pdf.js is told not to compile fonts with
 * eval (isEvalSupported), and without a wasm path it decodes in JavaScript.
 */
export async function openPdf(bytes: Blob): Promise<PdfPages> {
  const pdfjs = await loadPdfjs();
  startWorker(pdfjs);
  const task = pdfjs.getDocument({ data: new Uint8Array(await bytes.arrayBuffer()), isEvalSupported: false });
  const doc = await task.promise;
  return {
    count: doc.numPages,
    async sizeOf(n) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      return { width, height };
    },
    async render(n, maxSide) {
      const page = await doc.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      const size = sketchSizeOf(natural, maxSide);
      const viewport = page.getViewport({ scale: size.width / natural.width });
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      await page.render({ canvas, viewport, background: '#ffffff' }).promise;
      page.cleanup();
      return canvas;
    },
    close: () => task.destroy(),
  };
}
