// @vitest-environment node
import { i18n, setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/format.js';
import { newId } from '../../domain/ids.js';
import { DISCOUNT_TYPE, offerTotals } from '../../domain/offer/pricing.js';
import type { RichDoc } from '../../domain/text/richText.js';
import { openLocalDb, type ZanatiDb } from '../../src/local/db.js';
import { offerDocument, type OfferPrint } from '../../src/modules/offer/print/offerDocument';
import type { OfferLine } from '../../src/app/documents/priced/offerLines';
import { offerTexts } from '../../src/modules/offer/print/offerTexts';
import { readOfferPrint } from '../../src/modules/offer/print/readOfferPrint';
import { clientRow, projectRow } from '../fixtures/contactRows.js';
import { offerRow, productRow } from '../fixtures/offerRows.js';
import { uniqueDbName } from './local/harness.js';

const texts = offerTexts(i18n, '[]');

const line = (partial: Partial<OfferLine> = {}): OfferLine => ({ article: 'Dollap', code: 'K-1', quantity: 1, unit: 'cope', price: 100, discount: 0, tax: 18, totalPrice: 118, canceled: false, ...partial });

const paragraph = (text: string): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

function offer(partial: Partial<OfferPrint> = {}): OfferPrint {
  return {
    id: '0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee',
    company: { lines: ['demo'], logo: null },
    number: 42,
    date: '2026-03-01',
    client: { name: 'Arta Krasniqi', address: 'Rr. Agim Ramadani 5', phone: '044 123 456', fiscalNumber: '' },
    project: 'Kuzhina',
    paymentDeadline: '',
    accountNumber: '',
    fields: [],
    addition: '',
    conditions: [],
    lines: [line()],
    discountType: DISCOUNT_TYPE.fixed,
    discountValue: 0,
    ...partial,
  };
}

/** Every text of a rich document, flattened. */
const richTextOf = (doc: RichDoc): string => JSON.stringify(doc);

describe('the offer document', () => {
  const lines = [
    line({ article: 'Dollap kuzhine', quantity: 2.5, unit: 'm', price: 1234.5, discount: 10, tax: 18, totalPrice: 3277.6 }),
    line({ article: 'Banak', price: 999.99, totalPrice: 1179.99 }),
    line({ article: 'Anuluar', price: 5000, totalPrice: 5900, canceled: true }),
  ];

  it('totals, discount and the total after it read what pricing.ts computes, canceled rows left out', () => {
    const d = offerDocument(offer({ lines, discountType: DISCOUNT_TYPE.percentage, discountValue: 7.5 }), texts);
    const expected = offerTotals(lines, DISCOUNT_TYPE.percentage, 7.5);
    expect(expected.total).toBe(4457.59);
    expect(d.totals).toEqual([
      { label: 'Totali', value: formatMoney(expected.total) },
      { label: 'Zbritja (7.50 %)', value: formatMoney(-(expected.total - expected.discountTotal)) },
      { label: 'Totali pas zbritjes', value: formatMoney(expected.discountTotal), strong: true },
    ]);
    expect(d.totals?.[0]?.value).toBe("4'457.59 €");
    expect(d.totals?.[1]?.value).toBe('-334.32 €');
    expect(d.totals?.[2]?.value).toBe("4'123.27 €");
  });

  it('takes a fixed discount off as it is', () => {
    const d = offerDocument(offer({ lines, discountType: DISCOUNT_TYPE.fixed, discountValue: 57.59 }), texts);
    expect(d.totals?.map((t) => [t.label, t.value])).toEqual([
      ['Totali', "4'457.59 €"],
      ['Zbritja', '-57.59 €'],
      ['Totali pas zbritjes', "4'400.00 €"],
    ]);
  });

  it('lists each row with code, quantity and unit, price, discount %, tax % and total; a canceled row is not listed', () => {
    const d = offerDocument(offer({ lines }), texts);
    expect(d.table?.columns.map((c) => c.header)).toEqual(['Artikulli', 'Kodi', 'Sasia', 'Cmimi', 'Zbritja %', 'TVSH %', 'Totali']);
    expect(d.table?.rows).toEqual([
      ['Dollap kuzhine', 'K-1', '2.5 m', "1'234.50", '10.00 %', '18.00 %', "3'277.60"],
      ['Banak', 'K-1', '1 cope', '999.99', '0.00 %', '18.00 %', "1'179.99"],
    ]);
  });

  it('names the offer by its number, its date and client, leaving out facts without a value', () => {
    const d = offerDocument(offer({ fields: [{ name: 'Garancioni', value: '5 vite' }], paymentDeadline: '15 dite' }), texts);
    expect(d.title).toBe('Oferta 42');
    expect(d.company).toEqual(['demo']);
    expect(d.facts).toEqual([
      { label: 'Klienti', value: 'Arta Krasniqi' },
      { label: 'Adresa', value: 'Rr. Agim Ramadani 5' },
      { label: 'Telefoni', value: '044 123 456' },
      { label: 'Projekti', value: 'Kuzhina' },
      { label: 'Data', value: '01-03-2026' },
      { label: 'Afati i pageses', value: '15 dite' },
      { label: 'Garancioni', value: '5 vite' },
    ]);
  });

  it('holds the standard texts of spec 000 §9 word for word, after the admin’s conditions', () => {
    const d = offerDocument(offer({ conditions: [paragraph('Ngjyra sipas katalogut.')] }), texts);
    const [conditions, standard] = d.sections;
    expect(conditions).toMatchObject({ kind: 'rich', title: 'Kushtet e ofertes', doc: paragraph('Ngjyra sipas katalogut.') });
    expect(standard?.kind).toBe('rich');
    const said = richTextOf((standard as { doc: RichDoc }).doc);
    for (const text of [
      '50% e vleres paguhet me pranimin e ofertes.',
      '50% e vleres paguhet 2 dite para dergeses.',
      'Oferta eshte e vlefshme 30 dite nga data e saj.',
      'Verejtje: prodhimi zgjat 15 dite pune dhe fillon pasi klienti te kete paguar 50%.',
      'Montimi i kuzhines nuk perfshin lidhjen e pajisjeve elektrike, te ujit dhe te gypit te ventilimit. Montimi i mobilieve eshte pa pagese.',
    ]) {
      expect(said).toContain(JSON.stringify(text));
    }
  });

  it('reads the standard texts in English in the spec’s own words', async () => {
    const { messages } = (await import('../../src/locales/en/messages.po')) as { messages: Record<string, string> };
    const english = offerTexts(setupI18n({ locale: 'en', messages: { en: messages } }), '[]');
    expect(english.standard).toEqual([
      '50% paid on receipt of the offer.',
      '50% paid 2 days before shipment.',
      'Offer valid 30 days from its date.',
      'Remark: production lasts 15 working days and starts after the customer pays 50%.',
      'Kitchen assembly excludes connecting electrical appliances, water and the ventilation pipe; furniture installation is free of charge.',
    ]);
  });

  it('says a standard text once when a condition repeats it, and leaves out empty conditions', () => {
    const d = offerDocument(offer({ conditions: [paragraph('50% e vleres paguhet me pranimin e ofertes.'), { type: 'doc', content: [{ type: 'paragraph' }] }] }), texts);
    expect(d.sections.map((s) => s.title)).toEqual(['Kushtet e pageses dhe verejtje']);
  });

  it('prints the addition above the conditions', () => {
    const d = offerDocument(offer({ addition: '  Pa doreza.  ' }), texts);
    expect(d.sections[0]).toEqual({ kind: 'text', title: 'Shtese', text: 'Pa doreza.' });
  });

  it('is saved as Oferta-<number>.pdf, and by its id’s start before the server numbers it', () => {
    expect(offerDocument(offer(), texts).fileName).toBe('Oferta-42.pdf');
    expect(offerDocument(offer({ number: 0 }), texts).fileName).toBe('Oferta-0190aaaa.pdf');
    expect(offerDocument(offer(), texts).signatures).toEqual([]);
  });
});

describe('reading the offer from the mirror', () => {
  let db: ZanatiDb | undefined;
  afterEach(() => db?.close());

  it('gathers the offer, its rows with article, code and unit, client, project, fields and conditions', async () => {
    db = openLocalDb(uniqueDbName('offer-print'));
    const AT = '2026-01-05T08:00:00.000Z';
    const client = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Krasniqi', address: 'Rr. 1', phoneNumber: '044', fiscalNumber: 'F-9' });
    const project = projectRow({ clientId: client.id, projectName: 'Kuzhina' });
    const [unitId, articleId, fieldId] = [newId(), newId(), newId()];
    const o = offerRow({ number: 7, clientId: client.id, projectId: project.id, address: 'Rr. e objektit 3', discountType: 1, discountValue: 10, dynamicFields: [{ offerFieldId: fieldId, value: '3 vite' }] });
    await db.clients.put(client);
    await db.projects.put(project);
    await db.units.put({ id: unitId, name: 'm2', createdAt: AT, updatedAt: AT });
    await db.articles.put({ id: articleId, name: 'Pllake pune', code: 'PP-01', articleTypeId: null, unitId, materialId: null, supplierId: null, price: 80, forProduction: 1, createdAt: AT, updatedAt: AT });
    await db.offerFields.put({ id: fieldId, name: 'Garancioni', createdAt: AT, updatedAt: AT });
    await db.offerConditions.bulkPut([
      { id: newId(), conditions: 'E dyta', createdAt: '2026-01-02T00:00:00.000Z', updatedAt: AT },
      { id: newId(), conditions: JSON.stringify(paragraph('E para')), createdAt: '2026-01-01T00:00:00.000Z', updatedAt: AT },
    ]);
    await db.offers.put(o);
    await db.products.bulkPut([
      productRow({ offerId: o.id, articleId, unitId, quantity: 2, price: 80, tax: 18, totalPrice: 188.8, createdAt: '2026-01-05T08:00:01.000Z' }),
      productRow({ offerId: o.id, articleId, unitId, type: 'X-2', quantity: 1, price: 10, totalPrice: 10, canceled: 1, createdAt: '2026-01-05T08:00:02.000Z' }),
      productRow({ offerId: newId(), articleId, unitId, quantity: 9, totalPrice: 900 }),
    ]);

    const read = await readOfferPrint(db, o.id, { lines: ['demo'], logo: null });
    expect(read).toMatchObject({
      id: o.id,
      company: { lines: ['demo'], logo: null },
      number: 7,
      date: '2026-01-05',
      client: { name: 'Arta Krasniqi', address: 'Rr. e objektit 3', phone: '044', fiscalNumber: 'F-9' },
      project: 'Kuzhina',
      fields: [{ name: 'Garancioni', value: '3 vite' }],
      conditions: [paragraph('E para'), paragraph('E dyta')],
      discountType: 1,
      discountValue: 10,
      lines: [
        { article: 'Pllake pune', code: 'PP-01', quantity: 2, unit: 'm2', price: 80, tax: 18, totalPrice: 188.8, canceled: false },
        { article: 'Pllake pune', code: 'X-2', quantity: 1, unit: 'm2', totalPrice: 10, canceled: true },
      ],
    });
    expect(await readOfferPrint(db, newId(), { lines: ['demo'], logo: null })).toBeNull();
  });
});
