/**
 * A one-page A4 PDF that shows a title, written by hand so the seed needs no
 * PDF library. Every character is one byte (Latin-1, the WinAnsi encoding of
 * the standard Helvetica font), so string lengths are the byte offsets the
 * cross-reference table needs.
 */
export function onePagePdf(title: string, subtitle: string): Buffer {
  const text = `BT /F1 20 Tf 56 770 Td (${pdfText(title)}) Tj ET\nBT /F1 11 Tf 56 748 Td (${pdfText(subtitle)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Zanati seed) >>`,
  ];
  // The second line's high bytes tell transfer tools the file is binary (PDF 32000-1, 7.5.2).
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  // Each entry is exactly 20 bytes, its end of line included (7.5.4).
  const entries = ['0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)];
  pdf += `xref\n0 ${entries.length}\n${entries.join('')}`;
  pdf += `trailer\n<< /Size ${entries.length} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * A literal string's content: the delimiters escaped, and what one byte of
 * WinAnsi cannot show (a control character, a letter beyond Latin-1) replaced,
 * never passed on as a second byte that would shift every offset after it.
 */
function pdfText(value: string): string {
  return [...value]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
      if (code > 0xff) return '?';
      return c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
    })
    .join('');
}
