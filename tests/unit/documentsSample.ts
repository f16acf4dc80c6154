import { formatMoney } from '../../domain/format.js';
import type { PrintDocument } from '../../src/app/documents/printDocument';

/** An offer-like document with every part of the model, for the PDF and the print view alike. */
export const SAMPLE: PrintDocument = {
  title: 'Oferta',
  company: ['demo', 'Rruga e Kavajes 10'],
  facts: [
    { label: 'Klienti', value: 'Arta Këlliçi' },
    { label: 'Data', value: '10-02-2026' },
  ],
  table: {
    columns: [{ header: 'Produkti' }, { header: 'Sasia', align: 'end' }, { header: 'Cmimi', align: 'end' }, { header: 'Shuma', align: 'end' }],
    rows: [
      ['Dollap kuzhine', '1', formatMoney(1200), formatMoney(1200)],
      ['Banak', '2', formatMoney(500), formatMoney(1000)],
    ],
  },
  totals: [
    { label: 'Nentotali', value: formatMoney(2200) },
    { label: 'Zbritja', value: formatMoney(-120) },
    { label: 'Totali', value: formatMoney(2280), strong: true },
  ],
  sections: [
    {
      kind: 'rich',
      title: 'Kushtet',
      doc: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Pagesa ' }, { type: 'text', text: 'ne pranim', marks: [{ type: 'bold' }, { type: 'underline' }] }] },
          { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Afati 30 dite', marks: [{ type: 'italic' }] }] }] }] },
          { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Prodhimi' }] },
        ],
      },
    },
    { kind: 'text', title: 'Komenti', text: '<b>jo HTML</b>' },
  ],
  signatures: [{ label: 'Shitesi' }, { label: 'Klienti' }],
  footer: 'Faqe e fundit',
  fileName: 'oferta.pdf',
};
