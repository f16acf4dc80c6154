import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { lineForm, offerForm, productForm, setUpOffers, type OfferClient, type OfferWorld } from '../fixtures/offer.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * An existing offer's rows (spec 000 §4 "Offer product", §5, §7 POST
 * products, POST products/{id}, DELETE products/{id}; issue 15): saved,
 * edited, canceled and deleted one by one, each followed by the offer's
 * totals computed again; refused while the client is in agreements, and a
 * finished product is never deleted.
 */
let s: TestServer;
let world: OfferWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpOffers(s);
});
afterAll(() => s.close());

const token = () => world.tokens.office;
const offerOf = async (id: string) => (await s.request('GET', `offers/${id}`, { token: token() })).body.data as { total: number; discountTotal: number; products: { id: string; canceled: number; totalPrice: number }[] };

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

/** A client's offer of one row (318.60), with a fixed discount when asked. */
async function offered(discountValue = 0): Promise<{ c: OfferClient; offerId: string; rowId: string }> {
  const c = await world.client();
  const body = offerForm(c, [lineForm(world.articleIds[0]!)], { discountValue });
  const res = await s.request('POST', 'offers', { token: token(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { c, offerId: body.id, rowId: body.products[0]!.id! };
}

describe('GET products/{id}', () => {
  it("answers a row as its edit takes it back (the article as `designation`); another company's row, or none, is not found", async () => {
    const { offerId, rowId } = await offered();
    const res = await s.request('GET', `products/${rowId}`, { token: token() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: rowId, offerId, articleId: world.articleIds[0], designation: world.articleIds[0], totalPrice: 318.6 });
    const acmeRow = await s.connection.db.selectFrom('products').select('id').where('offerId', '=', world.acme.offerId).executeTakeFirstOrThrow();
    expect((await s.request('GET', `products/${acmeRow.id}`, { token: token() })).status).toBe(404);
    expect((await s.request('GET', `products/${newId()}`, { token: token() })).status).toBe(404);
    expect((await s.request('GET', `products/${rowId}`, { token: world.tokens.worker })).status).toBe(403);
  });
});

describe('POST products', () => {
  it("adds a row under the device's id and the offer's total follows: 'Produkti u ruajt me sukses'", async () => {
    const { c, offerId } = await offered();
    const body = productForm(c, offerId, world.articleIds[1]!, { price: '12,50', quantity: '2.5', discount: '', tax: '18', unitId: world.unitId, taxPrice: 999 });
    const res = await s.request('POST', 'products', { token: token(), body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(OFFER_MSG.productSaved);
    expect(res.body.data).toMatchObject({ id: body.id, offerId, clientId: c.clientId, projectId: c.projectId, articleId: world.articleIds[1], unitId: world.unitId, price: 12.5, quantity: 2.5, discount: 0, tax: 18, discountPrice: 12.5, taxPrice: 14.75, totalPrice: 36.88 });
    expect(await offerOf(offerId)).toMatchObject({ total: 355.48, discountTotal: 355.48 });
  });

  it('refuses a row without article or quantity, of an offer not the company\'s, or of another client', async () => {
    const { c, offerId } = await offered();
    const other = await world.client();
    await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(c, offerId, '') }), OFFER_MSG.fillData, 'designation');
    await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(c, offerId, world.articleIds[0]!, { quantity: '' }) }), OFFER_MSG.fillData, 'quantity');
    await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(c, world.acme.offerId, world.articleIds[0]!) }), MSG.invalidValue, 'offerId');
    await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(other, offerId, world.articleIds[0]!) }), MSG.invalidValue, 'clientId');
    await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(c, offerId, world.acme.articleId) }), MSG.invalidValue, 'designation');
    await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(c, offerId, world.articleIds[0]!, { unitId: newId() }) }), MSG.invalidValue, 'unitId');
  });

  it("refuses a row for a client in agreements: 'Ky klient gjindet ne modulin e marrveshjes!'", async () => {
    const { c, offerId } = await offered();
    await world.agree(c, offerId);
    const res = await expectRefused(() => s.request('POST', 'products', { token: token(), body: productForm(c, offerId, world.articleIds[0]!) }), OFFER_MSG.clientInAgreement);
    expect(res.body).toMatchObject({ cantEdit: true });
  });
});

describe('POST products/{id}', () => {
  it("edits a row and the totals follow: 'Produkti u editua me sukses'", async () => {
    const { c, offerId, rowId } = await offered();
    const res = await s.request('POST', `products/${rowId}`, { token: token(), body: productForm(c, offerId, world.articleIds[0]!, { quantity: 1 }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: OFFER_MSG.productEdited, data: { id: rowId, quantity: 1, totalPrice: 106.2, canceled: 0 } });
    expect(await offerOf(offerId)).toMatchObject({ total: 106.2, discountTotal: 106.2 });
  });

  it("cancels a row: canceled 1, left out of the total, 'Produkti u anulua me sukses!', listed in canceled/products", async () => {
    const { c, offerId, rowId } = await offered();
    const extra = productForm(c, offerId, world.articleIds[1]!, { price: 10, discount: 0, tax: 0, quantity: 1 });
    expect((await s.request('POST', 'products', { token: token(), body: extra })).status).toBe(201);
    const res = await s.request('POST', `products/${rowId}`, { token: token(), body: { ...productForm(c, offerId, world.articleIds[0]!), canceled: '1' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: OFFER_MSG.productCanceled, data: { canceled: 1 } });
    expect(await offerOf(offerId)).toMatchObject({ total: 10, discountTotal: 10 });
    const canceled = await s.request('GET', 'canceled/products', { token: world.tokens.observer });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toContainEqual(expect.objectContaining({ id: rowId, canceled: 1, clientName: c.clientName }));
    expect(canceled.body.data.every((p: { canceled: number }) => p.canceled === 1)).toBe(true);
  });

  it('refuses a cancel that would leave the total under a fixed discount, and moving a row to another offer', async () => {
    const { c, offerId, rowId } = await offered(300);
    await expectRefused(() => s.request('POST', `products/${rowId}`, { token: token(), body: { ...productForm(c, offerId, world.articleIds[0]!), canceled: 1 } }), OFFER_MSG.discountOverTotal, 'discountValue');
    const other = await offered();
    await expectRefused(() => s.request('POST', `products/${rowId}`, { token: token(), body: productForm(other.c, other.offerId, world.articleIds[0]!) }), MSG.invalidValue, 'offerId');
  });

  it("answers 404 for a row that is not the company's", async () => {
    const { c, offerId } = await offered();
    const acmeRow = await s.connection.db.selectFrom('products').innerJoin('companies', 'companies.id', 'products.companyId').select('products.id').where('companies.code', '=', 'acme').executeTakeFirstOrThrow();
    expect((await s.request('POST', `products/${acmeRow.id}`, { token: token(), body: productForm(c, offerId, world.articleIds[0]!) })).status).toBe(404);
    expect((await s.request('DELETE', `products/${acmeRow.id}`, { token: token() })).status).toBe(404);
  });
});

describe('DELETE products/{id}', () => {
  it("deletes a row: data true, 'Produkti u fshi me sukses!', and the total follows", async () => {
    const { c, offerId, rowId } = await offered();
    const extra = productForm(c, offerId, world.articleIds[1]!, { price: 10, discount: 0, tax: 0, quantity: 1 });
    await s.request('POST', 'products', { token: token(), body: extra });
    const res = await s.request('DELETE', `products/${extra.id}`, { token: token() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: true, message: OFFER_MSG.productDeleted });
    const offer = await offerOf(offerId);
    expect(offer.products.map((p) => p.id)).toEqual([rowId]);
    expect(offer.total).toBe(318.6);
  });

  it.each([
    ['done', { doneStatus: 1 }],
    ['in the warehouse', { productStatusId: 3 }],
    ['completed', { productStatusId: 4 }],
  ])("refuses deleting a product %s: 'Produkti gjindet ne arkive, nuk mund te fshihet!' with finishedProduct", async (_name, finished) => {
    const { offerId, rowId } = await offered();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('products', rowId, finished));
    const res = await expectRefused(() => s.request('DELETE', `products/${rowId}`, { token: token() }), OFFER_MSG.productArchived);
    expect(res.body).toMatchObject({ finishedProduct: true });
    expect((await offerOf(offerId)).products).toHaveLength(1);
  });
});

describe('product reads', () => {
  it("products/clients/{clientId}?offerId and clients/{id}/products: the client's rows, canceled ones only in the first", async () => {
    const { c, offerId, rowId } = await offered();
    const second = offerForm(c, [lineForm(world.articleIds[1]!)]);
    expect((await s.request('POST', 'offers', { token: token(), body: second })).status).toBe(201);
    await s.request('POST', `products/${rowId}`, { token: token(), body: { ...productForm(c, offerId, world.articleIds[0]!), canceled: 1 } });
    const ids = async (url: string) => {
      const res = await s.request('GET', url, { token: world.tokens.observer });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { id: string }[]).map((r) => r.id);
    };
    expect(await ids(`products/clients/${c.clientId}?offerId=${offerId}`)).toEqual([rowId]);
    expect(await ids(`products/clients/${c.clientId}`)).toEqual([rowId, second.products[0]!.id]);
    expect(await ids(`clients/${c.clientId}/products`)).toEqual([second.products[0]!.id]);
  });
});
