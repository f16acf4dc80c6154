// @vitest-environment node
// @vitest-environment node
import { i18n } from '@lingui/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_TYPE } from '../../domain/offer/pricing.js';
import { documentPdf } from '../../src/app/documents/documentPdf';
import { offerDocument } from '../../src/modules/offer/print/offerDocument';
import type { OfferLine } from '../../src/app/documents/priced/offerLines';
import { offerTexts } from '../../src/modules/offer/print/offerTexts';

i18n.loadAndActivate({ locale: 'sq', messages: {} });

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

const line = (i: number, canceled = false): OfferLine => ({ article: `Element ${i}`, code: `E-${i}`, quantity: 1, unit: 'cope', price: 100, discount: 0, tax: 0, totalPrice: 100, canceled });

describe('the offer PDF', () => {
  it('reads the totals, the rows and the standard texts; a canceled row is not in it', async () => {
    const lines = [...Array.from({ length: 200 }, (_, i) => line(i + 1)), line(999, true)];
    const d = offerDocument(
      {
        id: 'x',
        company: { lines: ['demo'], logo: null },
        number: 42,
        date: '2026-03-01',
        client: { name: 'Arta Këlliçi', address: '', phone: '', fiscalNumber: '' },
        project: 'Kuzhina',
        paymentDeadline: '',
        accountNumber: '',
        fields: [],
        addition: '',
        conditions: [],
        lines,
        discountType: DISCOUNT_TYPE.percentage,
        discountValue: 10,
      },
      offerTexts(i18n, '[]'),
    );
    const pages = await textOf(await documentPdf(d));
    const text = pages.join(' ');
    expect(pages.length).toBeGreaterThan(3);
    for (const part of ['Oferta 42', 'Arta Këlliçi', 'Element 1 ', 'Element 200', "20'000.00 €", '-2\'000.00 €', "18'000.00 €", 'Totali pas zbritjes', '50% e vleres paguhet 2 dite para dergeses.', 'Oferta eshte e vlefshme 30 dite nga data e saj.']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Element 999');
    expect(d.fileName).toBe('Oferta-42.pdf');
  });
});
