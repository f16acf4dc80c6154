import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineAmounts, offerTotals, type DiscountType } from '../../domain/offer/pricing.js';
import { lineForm, offerForm, setUpOffers, type OfferWorld } from '../fixtures/offer.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Issue 15: the device and the server reach the same cent for any rows. The
 * device computes with domain/offer/pricing.ts as the form does; the server
 * computes on its own from what was typed, stores it and answers it read
 * back. Random prices with 2 decimals, percents with up to 2, quantities
 * with up to 3, random discount type and value.
 */
let s: TestServer;
let world: OfferWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpOffers(s);
});
afterAll(() => s.close());

const decimal = (max: number, digits: number, min = 0) => fc.integer({ min: Math.round(min * 10 ** digits), max: max * 10 ** digits }).map((n) => n / 10 ** digits);
const line = fc.record({ price: decimal(20_000, 2), discount: decimal(100, 2), tax: decimal(100, 2), quantity: decimal(500, 3, 0.001) });

describe('offer totals: device = server', () => {
  it('stores the line amounts, total and discounted total the device computes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 6 }), fc.constantFrom<DiscountType>(0, 1), fc.double({ min: 0, max: 1, noNaN: true }), async (lines, discountType, share) => {
        const device = lines.map((l) => lineAmounts(l));
        const undiscounted = offerTotals(
          device.map((d) => ({ totalPrice: d.totalPrice, canceled: 0 })),
          discountType,
          0,
        );
        // A percent up to 100, or a fixed value up to the total, with 2 decimals.
        const discountValue = Math.floor(share * (discountType === 1 ? 100 : undiscounted.total) * 100) / 100;
        const expected = offerTotals(
          device.map((d) => ({ totalPrice: d.totalPrice, canceled: 0 })),
          discountType,
          discountValue,
        );
        const c = await world.client();
        const body = offerForm(
          c,
          lines.map((l) => lineForm(world.articleIds[0]!, l)),
          { discountType, discountValue },
        );
        const made = await s.request('POST', 'offers', { token: world.tokens.office, body });
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const read = (await s.request('GET', `offers/${body.id}`, { token: world.tokens.office })).body.data;
        expect({ total: read.total, discountTotal: read.discountTotal }).toEqual(expected);
        expect(read.products.map((p: { discountPrice: number; taxPrice: number; totalPrice: number }) => ({ discountPrice: p.discountPrice, taxPrice: p.taxPrice, totalPrice: p.totalPrice }))).toEqual(device);
      }),
      { numRuns: 15 },
    );
  });
});
