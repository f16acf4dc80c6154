// @vitest-environment node
// @vitest-environment node
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/format.js';
import { documentPdf } from '../../src/app/documents/documentPdf';
import { pdfText } from '../../src/app/documents/pdfText';
import { SAMPLE } from './documentsSample';

/** The PDF's text, page by page, as a reader extracts it. */
async function textOf(blob: Blob): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

describe('the document PDF', () => {
  it('holds the header, facts, lines, totals, rich text, signatures and footer', async () => {
    const text = (await textOf(await documentPdf(SAMPLE))).join(' ');
    for (const part of ['Oferta', 'demo', 'Rruga e Kavajes 10', 'Klienti', 'Arta Këlliçi', 'Dollap kuzhine', formatMoney(1200), 'Totali', formatMoney(2280), 'Kushtet', 'Pagesa', 'ne pranim', 'Afati 30 dite', 'Prodhimi', 'Klienti', 'Faqe e fundit']) {
      expect(text).toContain(part);
    }
  });

  it('writes Albanian letters as they are, in A4', async () => {
    const blob = await documentPdf({ ...SAMPLE, title: 'Fletëdeponimi Çelës' });
    expect((await textOf(blob))[0]).toContain('Fletëdeponimi Çelës');
    const bytes = new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer()));
    expect(bytes).toMatch(/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
  });

  it('runs onto more pages when the lines do, the footer on each', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Rreshti ${i + 1}`, '1', formatMoney(10), formatMoney(10)]);
    const pages = await textOf(await documentPdf({ ...SAMPLE, table: { ...SAMPLE.table!, rows } }));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.join(' ')).toContain('Rreshti 120');
    for (const page of pages) expect(page).toContain('Faqe e fundit');
  });
});

describe('text for the PDF fonts', () => {
  it('keeps every Albanian, German and Windows-1252 character, strips accents it cannot draw', () => {
    expect(pdfText('ëçËÇ äöüß € – “x”')).toBe('ëçËÇ äöüß € – “x”');
    // Đ / đ are letters of their own (no accent to strip).
    expect(pdfText('Şahin Đorđe ő')).toBe('Sahin ?or?e o');
    expect(pdfText('ok 😀')).toBe('ok ?');
  });
});
