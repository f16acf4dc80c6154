import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import { pdfBytes, formOf } from '../fixtures/files.js';
import { lineForm, offerForm, setUpOffers, type OfferClient, type OfferWorld } from '../fixtures/offer.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * Offers (spec 000 §3 "Offer", §4, §5 "Offer save", §7, §8; issue 15): a
 * new offer with its rows in one POST offers, numbered from the company's
 * counter, its amounts computed by the server whatever the device sent;
 * its edit, refused while its client is in agreements; the reads.
 */
let s: TestServer;
let world: OfferWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpOffers(s);
});
afterAll(() => s.close());

const save = (body: unknown, token = world.tokens.office) => s.request('POST', 'offers', { token, body });
const read = (id: string, token = world.tokens.office) => s.request('GET', `offers/${id}`, { token });

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

/** A client with an offer of two rows made through the API. */
async function offered(over: Parameters<typeof offerForm>[2] = {}): Promise<{ c: OfferClient; id: string; body: ReturnType<typeof offerForm> }> {
  const c = await world.client();
  const body = offerForm(c, [lineForm(world.articleIds[0]!), lineForm(world.articleIds[1]!, { price: 50, discount: 0, tax: 0, quantity: 2 })], over);
  const res = await save(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { c, id: body.id, body };
}

describe('POST offers: create', () => {
  it("creates the offer with its rows under the device's ids, numbered from the counter: 'Oferta eshte krijuar'", async () => {
    const counter = async () => (await s.connection.db.selectFrom('companyCounters').select('value').where('companyId', '=', world.demo.companyId).where('name', '=', 'offer').executeTakeFirstOrThrow()).value;
    const before = await counter();
    const { c, id, body } = await offered({ dynamicFieldIds: world.offerFieldIds, dynamicFieldValues: ['Egger', ''], offerDate: '2026-03-02', paymentDeadline: '2026-04-01' });
    const res = await read(id);
    expect(res.status).toBe(200);
    const offer = res.body.data;
    expect(offer).toMatchObject({
      id,
      number: before + 1,
      clientId: c.clientId,
      projectId: c.projectId,
      offerStatusId: 5,
      offerDate: '2026-03-02',
      paymentDeadline: '2026-04-01',
      total: 418.6,
      discountTotal: 418.6,
      cantEdit: false,
      finalOffer: [],
      requirement: [],
      pdfOffer: [],
      dynamicFields: [
        { offerFieldId: world.offerFieldIds[0], value: 'Egger' },
        { offerFieldId: world.offerFieldIds[1], value: null },
      ],
    });
    expect(offer.products.map((p: { id: string }) => p.id)).toEqual(body.products.map((p) => p.id));
    expect(offer.products[0]).toMatchObject({ articleId: world.articleIds[0], clientId: c.clientId, projectId: c.projectId, quantity: 3, discountPrice: 90, taxPrice: 106.2, totalPrice: 318.6, canceled: 0, forProduction: 1 });
    expect(await counter()).toBe(before + 1);
  });

  it('answers the spec\'s names too (spec 000 §3 "Offer"): offerId, offerTotalCalculation, dynamicFields with their names, offerFiles', async () => {
    const { id } = await offered({ dynamicFieldIds: world.offerFieldIds, dynamicFieldValues: ['Egger', ''] });
    const offer = (await read(id)).body.data;
    const names = await s.connection.db.selectFrom('offerFields').select(['id', 'name']).where('id', 'in', world.offerFieldIds).execute();
    const nameOf = (fieldId: string | undefined) => names.find((n) => n.id === fieldId)!.name;
    expect(offer.offerId).toBe(offer.number);
    expect(offer.offerTotalCalculation).toBe(418.6);
    expect(offer.dynamicFields).toEqual([
      { id: world.offerFieldIds[0], offerFieldId: world.offerFieldIds[0], name: nameOf(world.offerFieldIds[0]), value: 'Egger' },
      { id: world.offerFieldIds[1], offerFieldId: world.offerFieldIds[1], name: nameOf(world.offerFieldIds[1]), value: null },
    ]);
    expect(offer.offerFiles).toEqual({ finalOffer: [], requirement: [], pdfOffer: [] });
  });

  it("answers the device's computed figures with its own: taxPrice, totals and offerId are ignored", async () => {
    const c = await world.client();
    const body = offerForm(c, [lineForm(world.articleIds[0]!, { taxPrice: 1 })], { discountType: 1, discountValue: 10, discountTotal: 5, offerId: 1 });
    const res = await save(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(OFFER_MSG.created);
    expect(res.body.data).toMatchObject({ total: 318.6, discountTotal: 286.74 });
    expect(res.body.data.number).not.toBe(1);
    expect(res.body.data.products[0].taxPrice).toBe(106.2);
  });

  it('takes the form as multipart: products as JSON text, dynamic fields as lists, and the files by kind', async () => {
    const c = await world.client();
    const id = newId();
    const form = formOf(
      {
        id,
        clientId: c.clientId,
        projectId: c.projectId,
        offerStatusId: '3',
        discountType: '0',
        discountValue: '18.60',
        'dynamicFieldIds[]': world.offerFieldIds[0]!,
        'dynamicFieldValues[]': 'Dru ahu',
        products: JSON.stringify([lineForm(world.articleIds[0]!)]),
      },
      [
        ['pdfOffer[]', pdfBytes('oferta'), 'oferta.pdf'],
        ['requirement[]', pdfBytes('kerkesa'), 'kerkesa.pdf'],
      ],
    );
    const res = await s.request('POST', 'offers', { token: world.tokens.office, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ id, offerStatusId: 3, total: 318.6, discountTotal: 300, dynamicFields: [{ offerFieldId: world.offerFieldIds[0], value: 'Dru ahu' }] });
    expect(res.body.data.pdfOffer).toHaveLength(1);
    expect(res.body.data.requirement).toHaveLength(1);
    const files = await s.request('GET', `offers/files/${id}`, { token: world.tokens.observer });
    expect(files.status).toBe(200);
    expect(files.body.data.pdfOffer[0].fileName).toBe('oferta.pdf');
    expect(files.body.data.finalOffer).toEqual([]);
  });

  it("refuses an offer without rows: 'Ju lutem krijoni produkte per kete ofert!'", async () => {
    const c = await world.client();
    await expectRefused(() => save(offerForm(c, [])), OFFER_MSG.productsNeeded, 'products');
    await expectRefused(() => save({ ...offerForm(c, []), products: undefined }), OFFER_MSG.productsNeeded, 'products');
  });

  it("refuses a row without article or quantity: 'Ju lutem mbushni te dhenat!'", async () => {
    const c = await world.client();
    await expectRefused(() => save(offerForm(c, [lineForm(world.articleIds[0]!, { designation: '' })])), OFFER_MSG.fillData);
    await expectRefused(() => save(offerForm(c, [{ ...lineForm(world.articleIds[0]!), quantity: undefined as never }])), OFFER_MSG.fillData);
  });

  it('refuses figures out of their range, each with its text', async () => {
    const c = await world.client();
    const line = (over: Parameters<typeof lineForm>[1]) => [lineForm(world.articleIds[0]!, over)];
    await expectRefused(() => save(offerForm(c, line({ quantity: 0 }))), OFFER_MSG.quantityPositive);
    await expectRefused(() => save(offerForm(c, line({ discount: 100.5 }))), OFFER_MSG.percentRange);
    await expectRefused(() => save(offerForm(c, line({ tax: -1 }))), OFFER_MSG.percentRange);
    await expectRefused(() => save(offerForm(c, line({ price: -3 }))), OFFER_MSG.priceNegative);
    await expectRefused(() => save(offerForm(c, line({ price: 1.001 }))), MSG.invalidValue);
    await expectRefused(() => save(offerForm(c, line({ quantity: 1.0001 }))), MSG.invalidValue);
    await expectRefused(() => save(offerForm(c, line({ start: '2026-05-02', end: '2026-05-01' }))), MSG.dateRangeOrder);
    await expectRefused(() => save(offerForm(c, line({}), { discountType: 1, discountValue: 101 })), OFFER_MSG.percentRange, 'discountValue');
    await expectRefused(() => save(offerForm(c, line({}), { discountType: 0, discountValue: 318.61 })), OFFER_MSG.discountOverTotal, 'discountValue');
  });

  it("refuses ids that are not the company's: client, project of another client, article, field", async () => {
    const c = await world.client();
    const other = await world.client();
    const line = [lineForm(world.articleIds[0]!)];
    await expectRefused(() => save({ ...offerForm(c, line), clientId: undefined }), MSG.fieldNeeded, 'clientId');
    await expectRefused(() => save(offerForm(c, line, { projectId: other.projectId })), MSG.invalidValue, 'projectId');
    await expectRefused(() => save(offerForm(c, [lineForm(world.acme.articleId)])), MSG.invalidValue, 'products');
    await expectRefused(() => save(offerForm(c, line, { dynamicFieldIds: [newId()], dynamicFieldValues: ['x'] })), MSG.invalidValue, 'dynamicFieldIds');
    await expectRefused(() => save(offerForm(c, line, { dynamicFieldIds: world.offerFieldIds, dynamicFieldValues: ['x'] })), MSG.invalidValue);
    await expectRefused(() => save(offerForm(c, line, { id: world.acme.offerId })), MSG.invalidValue, 'id');
  });
});

describe('POST offers: edit', () => {
  it("edits the offer's own fields and recomputes its discount: 'Oferta eshte ruajtur me sukses!' with cantEdit false", async () => {
    const { c, id, body } = await offered();
    const { products: _rows, ...fields } = body;
    const res = await save({ ...fields, offerStatusId: 2, comment: 'Pranuar me telefon', discountType: 1, discountValue: 50, dynamicFieldIds: [world.offerFieldIds[1]!], dynamicFieldValues: ['Mat'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: OFFER_MSG.saved, cantEdit: false });
    expect(res.body.data).toMatchObject({ id, clientId: c.clientId, offerStatusId: 2, comment: 'Pranuar me telefon', total: 418.6, discountTotal: 209.3, dynamicFields: [{ offerFieldId: world.offerFieldIds[1], value: 'Mat' }] });
    expect(res.body.data.products).toHaveLength(2);
  });

  it("refuses rows sent with an edit: 'Ruani produktet para se ta ruani oferten!'", async () => {
    const { id, body } = await offered();
    await expectRefused(() => save({ ...body, id }), OFFER_MSG.saveProductsFirst, 'products');
  });

  it("refuses an edit while the client is in agreements: 'Ky klient gjindet ne modulin e marrveshjes!' with cantEdit; the read says so too", async () => {
    const { c, id, body } = await offered();
    await world.agree(c, id);
    const { products: _rows, ...fields } = body;
    const res = await expectRefused(() => save({ ...fields, comment: 'ndryshim' }), OFFER_MSG.clientInAgreement);
    expect(res.body).toMatchObject({ cantEdit: true });
    expect((await read(id)).body.data.cantEdit).toBe(true);
  });

  it("refuses moving the offer to another client and a fixed discount over the total", async () => {
    const { id, body } = await offered();
    const other = await world.client();
    const { products: _rows, ...fields } = body;
    await expectRefused(() => save({ ...fields, id, clientId: other.clientId, projectId: other.projectId }), MSG.invalidValue, 'clientId');
    await expectRefused(() => save({ ...fields, id, discountType: 0, discountValue: 500 }), OFFER_MSG.discountOverTotal, 'discountValue');
  });
});

describe('offer reads', () => {
  it('offer/filter: by status and by offerDate, both ends inclusive, with names and the status label', async () => {
    const a = await offered({ offerStatusId: 4, offerDate: '2001-02-10' });
    const b = await offered({ offerStatusId: 4, offerDate: '2001-02-12' });
    const list = async (query: string) => {
      const res = await s.request('GET', `offer/filter?${query}`, { token: world.tokens.observer });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { id: string }[]).map((r) => r.id);
    };
    const inRange = await list('offerStatusId=4&startDate=2001-02-10&endDate=2001-02-11');
    expect(inRange).toContain(a.id);
    expect(inRange).not.toContain(b.id);
    expect(await list('offerStatusId=1&startDate=2001-02-01&endDate=2001-02-28')).not.toContain(a.id);
    const res = await s.request('GET', 'offer/filter?offerStatusId=4&startDate=2001-02-12&endDate=2001-02-12', { token: world.tokens.office });
    expect(res.body.data).toEqual([expect.objectContaining({ id: b.id, clientName: b.c.clientName, statusLabel: 'E papercaktuar', total: 418.6 })]);
    const bad = await s.request('GET', 'offer/filter?startDate=2001-02-12&endDate=2001-02-01', { token: world.tokens.office });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(MSG.dateRangeOrder);
  });

  it("answers 404 for an offer that is not the company's", async () => {
    expect((await read(world.acme.offerId)).status).toBe(404);
    expect((await s.request('GET', `offers/files/${world.acme.offerId}`, { token: world.tokens.office })).status).toBe(404);
    expect((await read(newId())).status).toBe(404);
  });
});
