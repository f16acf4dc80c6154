// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import { offerBody } from '../../domain/offer/offerBody.js';
import { productBody, productEditBody } from '../../domain/offer/productBody.js';
import { discountRefusal, isFinishedProduct, offerSaveRefusal } from '../../domain/offer/rules.js';
import { parseWith } from '../../domain/validation.js';

const ID = '0190a7c4-6b2e-7c4d-9a1b-123456789abc';
const ARTICLE = '0190a7c4-6b2e-7c4d-9a1b-aaaaaaaaaaaa';
const product = { designation: ARTICLE, quantity: 3, price: 100, discount: 10, tax: 18, clientId: ID, offerId: ID };
const messageOf = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? null : r.message;
};

describe('offer save (spec 000 §5)', () => {
  it('needs every row saved, then at least one', () => {
    expect(offerSaveRefusal({ unsaved: 1, saved: 0 })).toBe(OFFER_MSG.saveProductsFirst);
    expect(offerSaveRefusal({ unsaved: 1, saved: 3 })).toBe(OFFER_MSG.saveProductsFirst);
    expect(offerSaveRefusal({ unsaved: 0, saved: 0 })).toBe(OFFER_MSG.productsNeeded);
    expect(offerSaveRefusal({ unsaved: 0, saved: 1 })).toBeNull();
  });

  it('keeps the discount within the total: a percent up to 100, a fixed value up to the total', () => {
    expect(discountRefusal(31860, 1, 100)).toBeNull();
    expect(discountRefusal(31860, 1, 100.01)).toBe(OFFER_MSG.percentRange);
    expect(discountRefusal(31860, 0, 318.6)).toBeNull();
    expect(discountRefusal(31860, 0, 318.61)).toBe(OFFER_MSG.discountOverTotal);
    expect(discountRefusal(0, 0, 0)).toBeNull();
  });

  it('reads the discount type and a dynamic field sent once as form-data does', () => {
    const r = parseWith(offerBody, { clientId: ID, discountType: '1', discountValue: '12,5', 'dynamicFieldIds': ID, dynamicFieldValues: 'x', products: '[]' });
    expect(r.ok && r.value).toMatchObject({ discountType: 1, discountValue: 12.5, dynamicFieldIds: [ID], dynamicFieldValues: ['x'], products: [], offerStatusId: 5 });
    expect(messageOf(offerBody, { clientId: ID, products: 'not json' })).toBe(MSG.invalidValue);
    expect(messageOf(offerBody, { clientId: ID, discountType: 2 })).toBe(MSG.invalidValue);
    expect(messageOf(offerBody, { clientId: ID, offerStatusId: 6 })).toBe(MSG.invalidValue);
  });
});

describe('offer product (spec 000 §5)', () => {
  it("needs article and quantity: 'Ju lutem mbushni te dhenat!'", () => {
    expect(messageOf(productBody, { ...product, designation: '' })).toBe(OFFER_MSG.fillData);
    expect(messageOf(productBody, { ...product, designation: undefined })).toBe(OFFER_MSG.fillData);
    expect(messageOf(productBody, { ...product, quantity: null })).toBe(OFFER_MSG.fillData);
    expect(messageOf(productBody, product)).toBeNull();
  });

  it('refuses a quantity of nothing, percents outside 0–100, a negative price, more decimals than stored', () => {
    expect(messageOf(productBody, { ...product, quantity: 0 })).toBe(OFFER_MSG.quantityPositive);
    expect(messageOf(productBody, { ...product, discount: 101 })).toBe(OFFER_MSG.percentRange);
    expect(messageOf(productBody, { ...product, tax: '-0.01' })).toBe(OFFER_MSG.percentRange);
    expect(messageOf(productBody, { ...product, price: -1 })).toBe(OFFER_MSG.priceNegative);
    expect(messageOf(productBody, { ...product, price: 1.005 })).toBe(MSG.invalidValue);
    expect(messageOf(productBody, { ...product, quantity: '1.2345' })).toBe(MSG.invalidValue);
    expect(messageOf(productBody, { ...product, start: '2026-01-02', end: '2026-01-01' })).toBe(MSG.dateRangeOrder);
  });

  it('reads blanks as the table does and the cancel flag of an edit', () => {
    const r = parseWith(productEditBody, { ...product, price: '', discount: null, tax: undefined, canceled: '1', forProduction: '0' });
    expect(r.ok && r.value).toMatchObject({ price: 0, discount: 0, tax: 0, canceled: 1, forProduction: 0 });
    expect(messageOf(productEditBody, { ...product, canceled: 2 })).toBe(MSG.invalidValue);
  });

  it('calls a product finished when done, in the warehouse or completed (§4)', () => {
    expect(isFinishedProduct({ doneStatus: 1, productStatusId: 2 })).toBe(true);
    expect(isFinishedProduct({ doneStatus: 0, productStatusId: 3 })).toBe(true);
    expect(isFinishedProduct({ doneStatus: 0, productStatusId: 4 })).toBe(true);
    expect(isFinishedProduct({ doneStatus: 0, productStatusId: 1 })).toBe(false);
    expect(isFinishedProduct({ doneStatus: 0, productStatusId: 5 })).toBe(false);
  });
});
