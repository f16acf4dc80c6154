import type { jsPDF as JsPdf } from 'jspdf';
import type { PrintDocument, DocumentSection } from './printDocument';
import { pdfText } from './pdfText';
import { drawRichText, type PdfCursor } from './richTextPdf';

const MARGIN = 15;
/** Room kept at a page's foot (the footer line). */
const BOTTOM = MARGIN + 5;
/** A signature: a 40 mm box, its line and its caption. */
const SIGNATURE_HEIGHT = 48;
const HEAD_FILL: [number, number, number] = [31, 78, 95];

/** An image as jsPDF takes it: PNG by its signature, JPEG otherwise (photos are re-encoded on the device). */
async function imageOf(blob: Blob): Promise<{ data: Uint8Array; format: 'JPEG' | 'PNG' }> {
  const data = new Uint8Array(await blob.arrayBuffer());
  return { data, format: data[0] === 0x89 && data[1] === 0x50 ? 'PNG' : 'JPEG' };
}

/** Draws an image into a box, its shape kept, at the box's top left. */
async function placeImage(doc: JsPdf, blob: Blob, x: number, y: number, w: number, h: number): Promise<void> {
  const { data, format } = await imageOf(blob);
  const { width, height } = doc.getImageProperties(data);
  const scale = Math.min(w / width, h / height);
  doc.addImage(data, format, x, y, width * scale, height * scale);
}

/** A logo's box: at most 50 mm wide and 20 mm high. */
const LOGO_BOX = { w: 50, h: 20 };

/**
 * Draws the logo with its right edge at `right`, its top at `top`, its shape
 * kept; answers the height it took. A logo jsPDF cannot read (a WebP) is left
 * out rather than failing the document: the header's lines still name the company.
 */
async function placeLogo(doc: JsPdf, blob: Blob, right: number, top: number): Promise<number> {
  const { data, format } = await imageOf(blob);
  try {
    const { width, height } = doc.getImageProperties(data);
    const scale = Math.min(LOGO_BOX.w / width, LOGO_BOX.h / height);
    doc.addImage(data, format, right - width * scale, top, width * scale, height * scale);
    return height * scale;
  } catch {
    return 0;
  }
}

const lastTableEnd = (doc: JsPdf, fallback: number): number => (doc as unknown as { lastAutoTable?: { finalY?: number } }).lastAutoTable?.finalY ?? fallback;

async function drawSection(doc: JsPdf, at: PdfCursor, section: DocumentSection, width: number): Promise<void> {
  if (section.title) {
    at.room(12);
    doc.setFont('helvetica', 'bold');
    doc.text(pdfText(section.title), MARGIN, at.y);
    doc.setFont('helvetica', 'normal');
    at.y += 6;
  }
  if (section.kind === 'text') {
    for (const line of doc.splitTextToSize(pdfText(section.text), width) as string[]) {
      at.room(5);
      doc.text(line, MARGIN, at.y);
      at.y += 5;
    }
  } else if (section.kind === 'rich') {
    drawRichText(doc, at, section.doc, MARGIN, width);
  } else {
    // Three images a row, each in a 45 mm high box.
    const cell = (width - 2 * 4) / 3;
    at.y -= 2;
    for (let i = 0; i < section.images.length; i += 3) {
      at.room(47);
      for (const [j, image] of section.images.slice(i, i + 3).entries()) await placeImage(doc, image, MARGIN + j * (cell + 4), at.y, cell, 45);
      at.y += 49;
    }
  }
  at.y += 4;
}

/** Signatures side by side, each a 2:1 box (the pad's shape) over a line and its caption. */
async function drawSignatures(doc: JsPdf, at: PdfCursor, signatures: PrintDocument['signatures'], width: number, pageHeight: number): Promise<void> {
  const count = signatures.length;
  if (count === 0) return;
  // Lines signed by hand sit near the foot of the page; pad signatures follow the content.
  const padded = signatures.some((s) => s.image !== undefined);
  if (!padded) at.y = Math.max(at.y + 10, pageHeight - BOTTOM - SIGNATURE_HEIGHT);
  at.room(SIGNATURE_HEIGHT);
  const gap = 10;
  const each = (width - gap * (count - 1)) / count;
  for (const [i, s] of signatures.entries()) {
    const x = MARGIN + i * (each + gap);
    if (s.image) await placeImage(doc, s.image, x, at.y, Math.min(80, each), 40);
    doc.line(x, at.y + 42, x + each, at.y + 42);
    doc.text(pdfText(s.image === null && s.unsigned ? `${s.label}: ${s.unsigned}` : s.label), x, at.y + 47);
  }
  at.y += SIGNATURE_HEIGHT;
}

/**
 * The document as a real A4 PDF (jsPDF 4 + jspdf-autotable). Both libraries
 * are loaded here, on first use: they form their own chunk, out of the entry
 * and precached with the rest, so a PDF is made offline on the tablet.
 */
export async function documentPdf(d: PrintDocument): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - 2 * MARGIN;
  const margin = { left: MARGIN, right: MARGIN, bottom: BOTTOM };
  const at: PdfCursor = {
    y: 20,
    room(height) {
      if (this.y + height <= pageHeight - BOTTOM) return;
      doc.addPage();
      this.y = 20;
    },
  };

  // The logo sits at the top right, the company's lines under it; the title keeps its place at the left.
  const logoHeight = d.logo ? await placeLogo(doc, d.logo, pageWidth - MARGIN, 8) : 0;
  const companyTop = logoHeight > 0 ? 8 + logoHeight + 5 : at.y;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(pdfText(d.title), MARGIN, at.y);
  doc.setFontSize(10);
  doc.setFont('helvetica', 'normal');
  for (const [i, line] of d.company.entries()) doc.text(pdfText(line), pageWidth - MARGIN, companyTop + i * 5, { align: 'right' });
  at.y = Math.max(28, companyTop + d.company.length * 5 + 3);

  if (d.facts.length > 0) {
    autoTable(doc, { startY: at.y, theme: 'plain', body: d.facts.map((f) => [pdfText(f.label), pdfText(f.value)]), columnStyles: { 0: { fontStyle: 'bold', cellWidth: 40 } }, margin });
    at.y = lastTableEnd(doc, at.y) + 4;
  }
  if (d.table) {
    const columnStyles = Object.fromEntries(d.table.columns.flatMap((c, i) => (c.align === 'end' ? [[i, { halign: 'right' as const }]] : [])));
    autoTable(doc, {
      startY: at.y,
      head: [d.table.columns.map((c) => pdfText(c.header))],
      body: d.table.rows.map((row) => row.map(pdfText)),
      theme: 'grid',
      headStyles: { fillColor: HEAD_FILL },
      columnStyles,
      margin,
    });
    at.y = lastTableEnd(doc, at.y) + 2;
  }
  if (d.totals && d.totals.length > 0) {
    autoTable(doc, {
      startY: at.y,
      theme: 'plain',
      body: d.totals.map((t) => {
        const fontStyle = t.strong ? ('bold' as const) : ('normal' as const);
        return [
          { content: pdfText(t.label), styles: { fontStyle } },
          { content: pdfText(t.value), styles: { fontStyle, halign: 'right' as const } },
        ];
      }),
      margin: { ...margin, left: pageWidth / 2 },
    });
    at.y = lastTableEnd(doc, at.y);
  }
  at.y += 8;
  for (const section of d.sections) await drawSection(doc, at, section, width);
  await drawSignatures(doc, at, d.signatures, width, pageHeight);

  if (d.footer) {
    doc.setFontSize(8);
    const pages = doc.getNumberOfPages();
    for (let p = 1; p <= pages; p++) {
      doc.setPage(p);
      doc.text(pdfText(d.footer), pageWidth / 2, pageHeight - 8, { align: 'center' });
    }
  }
  return doc.output('blob');
}
