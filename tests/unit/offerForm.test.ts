// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { createdOffer, editedOffer, settledOffer, UNNUMBERED } from '../../domain/offer/drafts.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import { offerBody } from '../../domain/offer/offerBody.js';
import { DISCOUNT_TYPE } from '../../domain/offer/pricing.js';
import { parseWith } from '../../domain/validation.js';
import { draftOf, planLineSave, planOfferSave, shownLines, type OfferDraft, type OfferPlanSources } from '../../src/modules/offer/form/offerDraft';
import { amountsOf, articlePatch, emptyLine, figureOf, formTotals, lineActions, lineOfRow, type LineDraft } from '../../src/modules/offer/form/offerLines';
import { offerRow, productRow } from '../fixtures/offerRows.js';

const CLIENT = '0190a7c4-6b2e-7c4d-9a1b-123456789abc';
const ARTICLE = '0190a7c4-6b2e-7c4d-9a1b-aaaaaaaaaaaa';
const TODAY = '2026-03-10';
const STAMP = { at: '2026-03-10T09:00:00.000Z', userId: '0190a7c4-6b2e-7c4d-9a1b-bbbbbbbbbbbb' };

const line = (figures: Partial<LineDraft>): LineDraft => ({ ...emptyLine(), articleId: ARTICLE, ...figures });
const newDraft = (changes: Partial<OfferDraft>): OfferDraft => ({ ...draftOf(null, { clientId: CLIENT, projectId: null }), ...changes });
const fresh: OfferPlanSources = { offer: null, stored: [], fieldIds: [], cantEdit: false, today: TODAY };

/** Spec 000 §5 in plain decimals, rounded to the cent at each step as the columns store it: an independent reading of the formula. */
function byTheSpec(price: number, discount: number, tax: number, quantity: number): number {
  const cent = (n: number) => Math.round(n * 100) / 100;
  const net = cent(price - (price * discount) / 100);
  const withTax = cent(net + (net * tax) / 100);
  return cent(withTax * quantity);
}

describe('the offer form: rows and totals as the user types', () => {
  it('reads figures as the endpoint does: a comma is a decimal point, blank is nothing, anything else unreadable', () => {
    expect(figureOf('12,5')).toBe(12.5);
    expect(figureOf(' 3 ')).toBe(3);
    expect(figureOf('')).toBe(0);
    expect(figureOf("1'234.50")).toBeNull();
    expect(figureOf('abc')).toBeNull();
  });

  it('totals three rows with a percent discount by the spec §5 formula', () => {
    const rows = [line({ price: '123,45', discount: '12,5', tax: '18', quantity: '3' }), line({ price: '80', discount: '0', tax: '8', quantity: '2.5' }), line({ price: '1999.99', discount: '5', tax: '18', quantity: '1' })];
    const expectedLines = [byTheSpec(123.45, 12.5, 18, 3), byTheSpec(80, 0, 8, 2.5), byTheSpec(1999.99, 5, 18, 1)];
    expect(rows.map((r) => amountsOf(r).totalPrice)).toEqual(expectedLines);
    const total = expectedLines.reduce((a, b) => a + b, 0);
    const totals = formTotals(
      rows.map((r) => ({ line: r, stored: null, unsaved: true })),
      DISCOUNT_TYPE.percentage,
      '7,5',
    );
    expect(totals.total).toBeCloseTo(total, 2);
    expect(totals.discountTotal).toBeCloseTo(Math.round((total - (total * 7.5) / 100) * 100) / 100, 2);
  });

  it('leaves canceled rows out, takes saved rows at their stored amounts, and counts an unreadable row as nothing', () => {
    const saved = productRow({ totalPrice: 50, price: 1, quantity: 1 });
    const canceled = productRow({ totalPrice: 999, canceled: 1 });
    const draft = newDraft({ newLines: [line({ price: 'x', quantity: '2' }), line({ price: '10', quantity: '2' })] });
    const totals = formTotals(shownLines(draft, [saved, canceled]), DISCOUNT_TYPE.fixed, '5');
    expect(totals).toEqual({ total: 70, discountTotal: 65 });
  });

  it('computes a row once per object: 200 rows recompute in well under a frame when one of them changes', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ line: line({ price: `${i + 1},99`, discount: '3', tax: '18', quantity: '2' }), stored: null, unsaved: true }));
    const first = amountsOf(rows[0]!.line);
    expect(amountsOf(rows[0]!.line)).toBe(first);
    formTotals(rows, DISCOUNT_TYPE.percentage, '10');
    const started = performance.now();
    for (let key = 0; key < 50; key++) {
      rows[key] = { ...rows[key]!, line: { ...rows[key]!.line, quantity: `${key + 3}` } };
      formTotals(rows, DISCOUNT_TYPE.percentage, '10');
    }
    expect((performance.now() - started) / 50).toBeLessThan(16);
  });

  it('fills a chosen article in: its code, unit, price and production flag', () => {
    expect(articlePatch({ code: 'K-7', unitId: 'u', price: 12.5, forProduction: 0 }, ARTICLE)).toEqual({ articleId: ARTICLE, type: 'K-7', unitId: 'u', price: '12.5', forProduction: 0 });
    expect(articlePatch({ code: 'K-7', unitId: null, price: null, forProduction: 1 }, ARTICLE)).toEqual({ articleId: ARTICLE, type: 'K-7', unitId: null, forProduction: 1 });
  });

  it("offers a row the actions its offer allows: a new offer's rows are only typed; a saved offer's are saved, canceled and deleted", () => {
    expect(lineActions({ readOnly: true, savedOffer: true, savedRow: true, unsaved: true, canceled: false })).toEqual([]);
    expect(lineActions({ readOnly: false, savedOffer: false, savedRow: false, unsaved: true, canceled: false })).toEqual(['discard']);
    expect(lineActions({ readOnly: false, savedOffer: true, savedRow: false, unsaved: true, canceled: false })).toEqual(['save', 'discard']);
    expect(lineActions({ readOnly: false, savedOffer: true, savedRow: true, unsaved: false, canceled: false })).toEqual(['cancel', 'remove']);
    expect(lineActions({ readOnly: false, savedOffer: true, savedRow: true, unsaved: true, canceled: true })).toEqual(['save', 'discard', 'remove']);
  });
});

describe("the offer form's save plan (spec 000 §4, §5)", () => {
  it('refuses a new offer without rows, and names the row field a row misses', () => {
    expect(planOfferSave(newDraft({}), fresh)).toMatchObject({ ok: false, message: OFFER_MSG.productsNeeded, errors: { products: OFFER_MSG.productsNeeded } });
    const noArticle = line({ articleId: null, price: '10' });
    expect(planOfferSave(newDraft({ newLines: [noArticle] }), fresh)).toMatchObject({ ok: false, message: OFFER_MSG.fillData, errors: { [`line.${noArticle.id}.designation`]: OFFER_MSG.fillData } });
    const noQuantity = line({ quantity: '' });
    expect(planOfferSave(newDraft({ newLines: [noQuantity] }), fresh)).toMatchObject({ ok: false, errors: { [`line.${noQuantity.id}.quantity`]: OFFER_MSG.fillData } });
  });

  it('refuses an offer without a client, and a fixed discount above its total', () => {
    expect(planOfferSave(newDraft({ clientId: null, newLines: [line({ price: '10' })] }), fresh)).toMatchObject({ ok: false, errors: { clientId: MSG.fieldNeeded } });
    expect(planOfferSave(newDraft({ newLines: [line({ price: '10', quantity: '1' })], discountValue: '10.01' }), fresh)).toMatchObject({ ok: false, message: OFFER_MSG.discountOverTotal });
  });

  it("queues a new offer with its rows under the rows' own ids, in a body the endpoint accepts", () => {
    const rows = [line({ price: '10', quantity: '2' }), line({ price: '5,5', quantity: '1', forProduction: 0 })];
    const plan = planOfferSave(newDraft({ newLines: rows, discountType: DISCOUNT_TYPE.percentage, discountValue: '10', fields: { [ARTICLE]: 'blu' } }), { ...fresh, fieldIds: [ARTICLE] });
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.mode).toBe('create');
    expect(plan.input.offerDate).toBe(TODAY);
    expect(plan.save.products?.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(plan.save.dynamicFieldIds).toEqual([ARTICLE]);
    expect(parseWith(offerBody, plan.input).ok).toBe(true);
    const { offer, products } = createdOffer(plan.save, CLIENT, TODAY, STAMP);
    expect(offer).toMatchObject({ number: UNNUMBERED, total: 25.5, discountTotal: 22.95, offerDate: TODAY, dynamicFields: [{ offerFieldId: ARTICLE, value: 'blu' }] });
    expect(products.map((p) => [p.totalPrice, p.forProduction, p.offerId])).toEqual([
      [20, 1, CLIENT],
      [5.5, 0, CLIENT],
    ]);
  });

  it('refuses a saved offer while a row is unsaved, without rows, or when its client is in agreements', () => {
    const stored = offerRow({ clientId: CLIENT });
    const saved = productRow({ offerId: stored.id, clientId: CLIENT, articleId: ARTICLE, totalPrice: 10 });
    const src = { ...fresh, offer: stored, stored: [saved] };
    const opened = draftOf(stored, { clientId: null, projectId: null });
    expect(planOfferSave({ ...opened, edits: { [saved.id]: { ...lineOfRow(saved), quantity: '2' } } }, src)).toMatchObject({ ok: false, message: OFFER_MSG.saveProductsFirst });
    expect(planOfferSave({ ...opened, newLines: [line({})] }, src)).toMatchObject({ ok: false, message: OFFER_MSG.saveProductsFirst });
    expect(planOfferSave(opened, { ...src, stored: [] })).toMatchObject({ ok: false, message: OFFER_MSG.productsNeeded });
    expect(planOfferSave(opened, { ...src, cantEdit: true })).toMatchObject({ ok: false, message: OFFER_MSG.clientInAgreement });
    const plan = planOfferSave(opened, src);
    expect(plan).toMatchObject({ ok: true, mode: 'edit' });
    expect(plan.ok && plan.input.products).toBeUndefined();
  });

  it("plans a saved offer's row on its own: article and quantity required, the cancel flag sent with its edit", () => {
    const stored = offerRow({ clientId: CLIENT });
    const row = productRow({ offerId: stored.id, clientId: CLIENT, articleId: ARTICLE, quantity: 2, price: 10 });
    expect(planLineSave(line({ articleId: null }), stored, null, false)).toMatchObject({ ok: false, message: OFFER_MSG.fillData });
    expect(planLineSave(line({}), stored, null, true)).toMatchObject({ ok: false, message: OFFER_MSG.clientInAgreement });
    expect(planLineSave(line({ price: '3' }), stored, null, false)).toMatchObject({ ok: true, mode: 'create', save: { offerId: stored.id, clientId: CLIENT, price: 3 } });
    expect(planLineSave({ ...lineOfRow(row), canceled: 1 }, stored, row, false)).toMatchObject({ ok: true, mode: 'edit', save: { canceled: 1, quantity: 2 } });
  });
});

describe("the offer's optimistic rows (domain/offer/drafts.ts)", () => {
  it('an edit takes its totals from the saved rows with the new discount, and moves the rows to a new project', () => {
    const stored = offerRow({ clientId: CLIENT, projectId: null });
    const rows = [productRow({ offerId: stored.id, totalPrice: 100 }), productRow({ offerId: stored.id, totalPrice: 40, canceled: 1 })];
    const save = parseWith(offerBody, { clientId: CLIENT, projectId: ARTICLE, discountType: 1, discountValue: 10 });
    if (!save.ok) throw new Error(save.message);
    const { offer, products } = editedOffer(stored, save.value, rows, STAMP.at);
    expect(offer).toMatchObject({ total: 100, discountTotal: 90, projectId: ARTICLE, updatedAt: STAMP.at });
    expect(products.map((p) => p.projectId)).toEqual([ARTICLE, ARTICLE]);
  });

  it('settles the totals after a row changed, and leaves an offer whose totals stand as it is', () => {
    const offer = offerRow({ total: 30, discountTotal: 25, discountType: 0, discountValue: 5 });
    const rows = [productRow({ totalPrice: 10 }), productRow({ totalPrice: 20 })];
    expect(settledOffer(offer, rows, STAMP.at)).toBe(offer);
    expect(settledOffer(offer, [rows[0]!], STAMP.at)).toMatchObject({ total: 10, discountTotal: 5, updatedAt: STAMP.at });
  });
});
