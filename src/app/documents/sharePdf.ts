import { downloadBlob } from '../../ui/tableExport';

/** Whether this browser can hand a PDF file to the system's share sheet (tablets, phones). */
export function canSharePdf(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([], 'document.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

/**
 * Shares the PDF where the browser can share files (Web Share API), else
 * downloads it. A share the user cancels is no error and downloads nothing.
 */
export async function sharePdf(blob: Blob, fileName: string, title: string): Promise<void> {
  const file = new File([blob], fileName, { type: 'application/pdf' });
  if (!canSharePdf() || !navigator.canShare({ files: [file] })) {
    downloadBlob(blob, fileName);
    return;
  }
  try {
    await navigator.share({ files: [file], title });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') return;
    throw e;
  }
}
