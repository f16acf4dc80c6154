import type { jsPDF as JsPdf } from 'jspdf';
import { downloadBlob } from '../../../ui/tableExport';
import { reportFileName, type InstallationReport } from './installationReport';
import type { ReportTexts } from './reportTexts';

const MARGIN = 15;

/** A photo or signature as jsPDF takes it, with its format. */
async function imageOf(blob: Blob): Promise<{ data: Uint8Array; format: 'JPEG' | 'PNG' }> {
  const data = new Uint8Array(await blob.arrayBuffer());
  // PNG's signature starts 0x89 'P'; the photos are JPEG (re-encoded on the device).
  return { data, format: data[0] === 0x89 && data[1] === 0x50 ? 'PNG' : 'JPEG' };
}

/** Draws an image into a box, its shape kept, at the box's top left. */
async function placeImage(doc: JsPdf, blob: Blob, x: number, y: number, w: number, h: number): Promise<void> {
  const { data, format } = await imageOf(blob);
  const { width, height } = doc.getImageProperties(data);
  const scale = Math.min(w / width, h / height);
  doc.addImage(data, format, x, y, width * scale, height * scale);
}

/**
 * The installation report as a real A4 PDF (jsPDF 4 + jspdf-autotable),
 * loaded only when asked: the libraries form their own chunk, precached with
 * the rest, so the report is made on the tablet without signal.
 */
export async function reportPdf(report: InstallationReport, texts: ReportTexts): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(texts.title, MARGIN, 20);
  doc.setFontSize(10);
  doc.setFont('helvetica', 'normal');
  doc.text(report.company, width - MARGIN, 20, { align: 'right' });
  const facts: [string, string][] = [
    [texts.client, report.client],
    [texts.project, report.project],
    [texts.start, report.start || '—'],
    [texts.end, report.end || '—'],
    [texts.conditional, report.conditional ? texts.yes : texts.no],
    ...(report.equipment.length > 0 ? [[texts.equipment, report.equipment.join(', ')] as [string, string]] : []),
    ...(report.comment ? [[texts.comment, report.comment] as [string, string]] : []),
  ];
  autoTable(doc, { startY: 28, theme: 'plain', body: facts, columnStyles: { 0: { fontStyle: 'bold', cellWidth: 40 } }, margin: { left: MARGIN, right: MARGIN } });
  autoTable(doc, {
    head: [[texts.product, texts.quantity]],
    body: report.products.map((p) => [p.name, String(p.quantity)]),
    theme: 'grid',
    headStyles: { fillColor: [31, 78, 95] },
    columnStyles: { 1: { halign: 'right', cellWidth: 40 } },
    margin: { left: MARGIN, right: MARGIN },
  });
  let y = ((doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? 100) + 10;
  const room = (needed: number) => {
    if (y + needed <= pageHeight - MARGIN) return;
    doc.addPage();
    y = 20;
  };

  if (report.photos.length > 0) {
    room(8 + 45);
    doc.setFont('helvetica', 'bold');
    doc.text(texts.photos, MARGIN, y);
    doc.setFont('helvetica', 'normal');
    y += 4;
    // Three photos a row, each in a 58 × 45 mm box.
    const cell = (width - 2 * MARGIN - 2 * 4) / 3;
    for (let i = 0; i < report.photos.length; i += 3) {
      room(45);
      const row = report.photos.slice(i, i + 3);
      for (const [j, photo] of row.entries()) await placeImage(doc, photo, MARGIN + j * (cell + 4), y, cell, 45);
      y += 49;
    }
  }

  // Both signatures side by side, each 80 × 40 mm (the pad's 2:1), with its caption under a line.
  room(55);
  y += 5;
  const half = (width - 2 * MARGIN) / 2;
  const signatures: [string, Blob | null][] = [
    [texts.installerSignature, report.installerSignature],
    [texts.clientSignature, report.clientSignature],
  ];
  for (const [i, [label, png]] of signatures.entries()) {
    const x = MARGIN + i * (half + 10);
    if (png) await placeImage(doc, png, x, y, 80, 40);
    doc.line(x, y + 42, x + half - 10, y + 42);
    doc.text(png ? label : `${label}: ${texts.unsigned}`, x, y + 47);
  }
  return doc.output('blob');
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadReportPdf(report: InstallationReport, texts: ReportTexts): Promise<void> {
  downloadBlob(await reportPdf(report, texts), reportFileName(report));
}
