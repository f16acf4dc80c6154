import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { lineForm, offerForm, productForm, setUpOffers, type OfferClient, type OfferWorld } from '../fixtures/offer.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Who makes offer calls (spec 000 §5 permissions): the offers module's
 * holders read and write, admins too; an observer reads and never writes;
 * a user without offers (worker, driver) gets 403 on every call, and a
 * refused write changes nothing.
 */
let s: TestServer;
let world: OfferWorld;
let c: OfferClient;
let offerId: string;
let rowId: string;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpOffers(s);
  c = await world.client();
  const body = offerForm(c, [lineForm(world.articleIds[0]!)]);
  const res = await s.request('POST', 'offers', { token: world.tokens.admin, body });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  offerId = body.id;
  rowId = body.products[0]!.id!;
});
afterAll(() => s.close());

const reads = () => [`offers/${offerId}`, `offers/files/${offerId}`, 'offer/filter', 'canceled/products', `products/clients/${c.clientId}?offerId=${offerId}`, `clients/${c.clientId}/products`];
const writes = (): [string, string, unknown][] => [
  ['POST', 'offers', offerForm(c, [lineForm(world.articleIds[0]!)])],
  ['POST', 'products', productForm(c, offerId, world.articleIds[0]!)],
  ['POST', `products/${rowId}`, productForm(c, offerId, world.articleIds[0]!, { quantity: 2 })],
  ['DELETE', `products/${rowId}`, undefined],
];

describe('offer access', () => {
  it.each(['office', 'observer', 'admin'] as const)('%s reads every offer call', async (role) => {
    for (const url of reads()) {
      const res = await s.request('GET', url, { token: world.tokens[role] });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it.each(['worker', 'driver'] as const)('%s, without offers, reads none: 403', async (role) => {
    for (const url of reads()) {
      const res = await s.request('GET', url, { token: world.tokens[role] });
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe(MSG.noAccess);
    }
  });

  it.each(['observer', 'worker', 'driver'] as const)('%s writes nothing: 403 and nothing changed', async (role) => {
    for (const [method, url, body] of writes()) {
      const before = await writeTotals(s.connection);
      const res = await s.request(method, url, { token: world.tokens[role], body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(await writeTotals(s.connection)).toEqual(before);
    }
  });

  it('the offers holder makes every write', async () => {
    const expected = [201, 201, 200, 200];
    for (const [i, [method, url, body]] of writes().entries()) {
      const res = await s.request(method, url, { token: world.tokens.office, body });
      expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(expected[i]);
    }
  });
});
