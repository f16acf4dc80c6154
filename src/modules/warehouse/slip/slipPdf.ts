import type { DepositSlip, SlipTexts } from './depositSlip';
import { slipFileName } from './depositSlip';

const MARGIN = 15;

/**
 * The deposit slip as a real A4 PDF (jsPDF 4 + jspdf-autotable), loaded only
 * when asked: both libraries form their own chunk, precached with the rest,
 * so the slip is made offline too.
 */
export async function slipPdf(slip: DepositSlip, texts: SlipTexts): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const width = doc.internal.pageSize.getWidth();
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(texts.title, MARGIN, 20);
  doc.setFontSize(10);
  doc.setFont('helvetica', 'normal');
  doc.text(slip.company, width - MARGIN, 20, { align: 'right' });
  const facts: [string, string][] = [
    [texts.client, slip.client],
    [texts.project, slip.project],
    [texts.label, slip.label],
    [texts.date, slip.date],
    ...(slip.transportUsers ? [[texts.transport, slip.transportUsers] as [string, string]] : []),
    ...(slip.installationUsers ? [[texts.installation, slip.installationUsers] as [string, string]] : []),
  ];
  autoTable(doc, { startY: 28, theme: 'plain', body: facts, columnStyles: { 0: { fontStyle: 'bold', cellWidth: 40 } }, margin: { left: MARGIN, right: MARGIN } });
  autoTable(doc, {
    head: [[texts.product, texts.quantity]],
    body: slip.lines.map((l) => [l.name, `${l.quantity} ${l.unit}`.trim()]),
    theme: 'grid',
    headStyles: { fillColor: [31, 78, 95] },
    columnStyles: { 1: { halign: 'right', cellWidth: 40 } },
    margin: { left: MARGIN, right: MARGIN },
  });
  let y = (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? 100;
  if (slip.comment) {
    y += 10;
    doc.setFont('helvetica', 'bold');
    doc.text(texts.comment, MARGIN, y);
    doc.setFont('helvetica', 'normal');
    const wrapped = doc.splitTextToSize(slip.comment, width - 2 * MARGIN) as string[];
    doc.text(wrapped, MARGIN, y + 6);
    y += 6 + wrapped.length * 5;
  }
  // Signature lines near the foot of the page (or of the last page when the lines ran long).
  const pageHeight = doc.internal.pageSize.getHeight();
  const lineY = Math.max(y + 30, pageHeight - 40);
  if (lineY > pageHeight - 15) doc.addPage();
  const at = lineY > pageHeight - 15 ? 60 : lineY;
  const half = (width - 2 * MARGIN) / 2;
  doc.line(MARGIN, at, MARGIN + half - 10, at);
  doc.line(MARGIN + half + 10, at, width - MARGIN, at);
  doc.text(texts.handedOver, MARGIN, at + 5);
  doc.text(texts.received, MARGIN + half + 10, at + 5);
  return doc.output('blob');
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadSlipPdf(slip: DepositSlip, texts: SlipTexts): Promise<void> {
  const blob = await slipPdf(slip, texts);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = slipFileName(slip);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
