import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { writeDirect, writeTotals } from '../fixtures/directWrite.js';
import { agreementForm, inDays, setUpAgreements, today, type AgreementWorld, type OfferedProject } from '../fixtures/agreement.js';
import { pdfBytes, pngBytes } from '../fixtures/files.js';
import { measureFormData } from '../fixtures/measure.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * Agreement's writes (spec 000 §4, §5 "Agreement", §7, §8; issue 15): an
 * offer signed once, its lines into production with their process chains,
 * the offer approved and the client moved on; edits, cancel and its clearing;
 * the agreement dates modal; each refusal with its text and nothing changed.
 */
let s: TestServer;
let world: AgreementWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpAgreements(s);
});
afterAll(() => s.close());

const save = (body: unknown, token = world.tokens.office) => s.request('POST', 'agreements', { token, body });
const db = () => s.connection.db;
const productById = async (id: string) => db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const chainOf = (productId: string) => db().selectFrom('processStatuses').select(['responsibilityId', 'position', 'statusId']).where('productId', '=', productId).orderBy('position').execute();
const materialsOf = (productId: string) => db().selectFrom('materialStatuses').select(['responsibilityId', 'position', 'statusId']).where('productId', '=', productId).orderBy('position').execute();

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

/** An offer signed through the API. */
async function agreed(over: Parameters<typeof agreementForm>[1] = {}): Promise<OfferedProject & { agreementId: string }> {
  const o = await world.offered();
  const body = agreementForm(o, over);
  const res = await save(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...o, agreementId: body.id };
}

describe('POST agreements: create', () => {
  it('rounds the debt up to the cent from the prepaid as typed (300.39 − 100.005 = 200.39), keeping the prepaid down to the cent', async () => {
    const o = await world.offered();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('offers', o.offerId, { discountTotal: 300.39 }));
    const res = await save(agreementForm(o, { prepaid: '100.005' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ total: 300.39, prepaid: 100, totalDebtLeft: 200.39 });
  });

  it("signs the offer with the device's id: 'Marreveshja u krijua me sukses!', the total the offer's discounted total, the debt left rounded up", async () => {
    const o = await world.offered();
    const body = agreementForm(o, { prepaid: '180.333' });
    const res = await save({ ...body, total: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(AGREEMENT_MSG.created);
    expect(res.body.data).toMatchObject({
      id: body.id,
      clientId: o.clientId,
      offerId: o.offerId,
      projectId: o.projectId,
      agreementStatusId: 1,
      agreementStatus: { value: 1 },
      prepaid: 180.33,
      total: 1180.5,
      totalDebtLeft: 1000.17,
      start: today(),
      end: inDays(10),
      firstUpdate: 0,
      clientName: o.clientName,
      projectName: o.projectName,
      agreementFiles: { signature: [], finalAgreement: [], annexes: [], cancelation: [] },
    });
  });

  it("puts the offer's made, not canceled lines into production with their chains, approves the offer and moves the client to module 4", async () => {
    const o = await agreed();
    const dated = await productById(o.products.dated);
    expect(dated).toMatchObject({ productStatusId: 1, active: 1, doneStatus: 0, start: inDays(20), end: inDays(25), initialStart: inDays(20), initialEnd: inDays(25) });
    const undated = await productById(o.products.undated);
    expect(undated).toMatchObject({ productStatusId: 1, active: 1, doneStatus: 0, start: today(), end: inDays(10), initialStart: today(), initialEnd: inDays(10) });
    const expected = world.article.chain.map((responsibilityId, i) => ({ responsibilityId, position: i + 1, statusId: 2 }));
    expect(expected.length).toBeGreaterThan(0);
    expect(await chainOf(o.products.dated)).toEqual(expected);
    expect(await materialsOf(o.products.dated)).toEqual(world.article.materialChain.map((responsibilityId, j) => ({ responsibilityId, position: j + 1, statusId: 2 })));
    for (const id of [o.products.bought, o.products.canceled]) {
      expect(await chainOf(id)).toEqual([]);
      expect((await productById(id)).start).toBeNull();
    }
    const offer = await db().selectFrom('offers').select('offerStatusId').where('id', '=', o.offerId).executeTakeFirstOrThrow();
    expect(offer.offerStatusId).toBe(2);
    expect(await world.moduleOf(o.clientId)).toBe(4);
  });

  it('shows the new lines on the status board (the board reads active, not done lines with their chain)', async () => {
    const o = await agreed();
    const res = await s.request('GET', `clients/products-statuses?name=${encodeURIComponent(o.clientName)}`, { token: world.tokens.admin });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const shown = JSON.stringify(res.body);
    expect(shown).toContain(o.products.undated);
    expect(shown).not.toContain(o.products.bought);
  });

  it('never moves a client back: one already in production (module 5) stays', async () => {
    const o = await world.offered();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('clients', o.clientId, { moduleId: 5 }));
    expect((await save(agreementForm(o))).status).toBe(201);
    expect(await world.moduleOf(o.clientId)).toBe(5);
  });

  it("refuses a start in the past ('Data e fillimit nuk duhet te jete ne te kaluaren!') beyond the one-day allowance", async () => {
    const o = await world.offered();
    await expectRefused(() => save(agreementForm(o, { start: inDays(-2) })), AGREEMENT_MSG.startInPast, 'start');
    expect((await save(agreementForm(o, { start: inDays(-1) }))).status).toBe(201);
  });

  it("refuses a missing start ('Ju lutem mbushni daten e fillimit') and an end before it ('Data e mbarimit nuk duhet te jete para se te filloi!')", async () => {
    const o = await world.offered();
    await expectRefused(() => save(agreementForm(o, { start: '' })), AGREEMENT_MSG.fillStart, 'start');
    await expectRefused(() => save(agreementForm(o, { start: null })), AGREEMENT_MSG.fillStart, 'start');
    await expectRefused(() => save(agreementForm(o, { end: inDays(-1) })), AGREEMENT_MSG.endBeforeStart, 'end');
  });

  it('refuses a negative prepaid and anything not the caller\'s: client, offer of another client, another project', async () => {
    const o = await world.offered();
    const other = await world.offered();
    await expectRefused(() => save(agreementForm(o, { prepaid: -5 })), MSG.invalidValue, 'prepaid');
    await expectRefused(() => save(agreementForm(o, { offerId: other.offerId })), MSG.invalidValue, 'offerId');
    await expectRefused(() => save(agreementForm(o, { offerId: newId() })), MSG.invalidValue, 'offerId');
    await expectRefused(() => save(agreementForm(o, { projectId: other.projectId })), MSG.invalidValue, 'projectId');
    await expectRefused(() => save(agreementForm(o, { clientId: newId() })), MSG.invalidValue, 'clientId');
    await expectRefused(() => save(agreementForm({ ...world.acme, offerId: o.offerId })), MSG.invalidValue, 'clientId');
  });

  it("refuses a cancel without a cancellation file ('Ngarkoni file-in perkates per anulim!'), the lines left as they were", async () => {
    const o = await world.offered();
    await expectRefused(() => save(agreementForm(o, { agreementStatusId: 5 })), AGREEMENT_MSG.cancelFileNeeded, 'cancelation');
    await expectRefused(() => save(agreementForm(o, { isCanceled: 1 })), AGREEMENT_MSG.cancelFileNeeded, 'cancelation');
    expect((await productById(o.products.undated)).start).toBeNull();
  });

  it('creates canceled with a cancellation file: its lines canceled (5)', async () => {
    const o = await world.offered();
    const form = measureFormData(agreementForm(o, { agreementStatusId: '5' }), [['cancelation[]', pdfBytes('anulim'), 'anulim.pdf']]);
    const res = await s.request('POST', 'agreements', { token: world.tokens.office, form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.agreementStatusId).toBe(5);
    expect(res.body.data.agreementFiles.cancelation.map((f: { fileName: string }) => f.fileName)).toEqual(['anulim.pdf']);
    expect((await productById(o.products.dated)).productStatusId).toBe(5);
    // A bought-in line is no work of the shop: it takes its agreement's status (domain/journey/workStatus.ts).
    expect((await productById(o.products.bought)).productStatusId).toBe(5);
  });

  it("refuses a second agreement of one offer ('Kjo oferte ka tashme nje marreveshje!'), also when two devices send theirs at once", async () => {
    const o = await agreed();
    await expectRefused(() => save(agreementForm(o)), AGREEMENT_MSG.offerAgreed, 'offerId');
    const q = await world.offered();
    const answers = await Promise.all([save(agreementForm(q)), save(agreementForm(q)), save(agreementForm(q))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(await db().selectFrom('agreements').select('id').where('offerId', '=', q.offerId).execute()).toHaveLength(1);
  });
});

describe('POST agreements with agreementId: edit', () => {
  it("saves the form: 'Marrveshja u editua me sukses!', prepaid and debt anew, firstUpdate 1", async () => {
    const a = await agreed();
    const res = await save(agreementForm(a, { agreementId: a.agreementId, prepaid: 1180.5, comment: 'Paguar plotesisht.', end: inDays(12) }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(AGREEMENT_MSG.edited);
    expect(res.body.data).toMatchObject({ id: a.agreementId, prepaid: 1180.5, totalDebtLeft: 0, comment: 'Paguar plotesisht.', end: inDays(12), firstUpdate: 1 });
  });

  it('lets a start already in the past stay, refuses moving it into the past', async () => {
    const a = await agreed();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('agreements', a.agreementId, { start: inDays(-30) }));
    expect((await save(agreementForm(a, { agreementId: a.agreementId, start: inDays(-30) }))).status).toBe(200);
    await expectRefused(() => save(agreementForm(a, { agreementId: a.agreementId, start: inDays(-29) })), AGREEMENT_MSG.startInPast, 'start');
  });

  it("refuses another client or offer, and an agreement that is not the company's", async () => {
    const a = await agreed();
    const other = await world.offered();
    await expectRefused(() => save(agreementForm(other, { agreementId: a.agreementId })), MSG.invalidValue, 'clientId');
    await expectRefused(() => save(agreementForm(a, { agreementId: a.agreementId, offerId: other.offerId })), MSG.invalidValue, 'offerId');
    const res = await save(agreementForm(a, { agreementId: newId() }));
    expect(res.status).toBe(404);
  });

  it('cancels with a stored cancellation file, then a cleared cancel sends it and its lines back to 1', async () => {
    const a = await agreed();
    await expectRefused(() => save(agreementForm(a, { agreementId: a.agreementId, agreementStatusId: 5 })), AGREEMENT_MSG.cancelFileNeeded, 'cancelation');
    const upload = await s.request('POST', 'agreements', { token: world.tokens.office, form: measureFormData(agreementForm(a, { agreementId: a.agreementId }), [['cancelation[]', pngBytes(), 'anulimi.png']]) });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(upload.body.data.agreementStatusId).toBe(1);
    // The file is stored now: a cancel without a new one counts it.
    const canceled = await save(agreementForm(a, { agreementId: a.agreementId, agreementStatusId: 5 }));
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data.agreementStatus).toEqual({ value: 5, label: 'E anuluar' });
    expect((await productById(a.products.undated)).productStatusId).toBe(5);
    const cleared = await save(agreementForm(a, { agreementId: a.agreementId, agreementStatusId: '' }));
    expect(cleared.body.data.agreementStatusId).toBe(1);
    expect((await productById(a.products.undated)).productStatusId).toBe(1);
    expect((await productById(a.products.dated)).productStatusId).toBe(1);
  });

  it('keeps the status the work gives (an edit does not send it back)', async () => {
    const a = await agreed();
    // The floor has started a line: the work says 2, whatever the form sends.
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, async (w) => {
      const first = await w.tx.selectFrom('processStatuses').select('id').where('productId', '=', a.products.dated).orderBy('position').executeTakeFirstOrThrow();
      await w.update('processStatuses', first.id, { statusId: 4, startedAt: new Date().toISOString() });
    });
    const res = await save(agreementForm(a, { agreementId: a.agreementId, agreementStatusId: 1 }));
    expect(res.body.data.agreementStatusId).toBe(2);
    expect((await productById(a.products.dated)).productStatusId).toBe(2);
  });
});

describe('POST admin/products/change-start-end-date with agreementId: the agreement dates modal', () => {
  const change = (body: unknown, token = world.tokens.office) => s.request('POST', 'admin/products/change-start-end-date', { token, body });

  it("moves the agreement's dates and its lines': 'Datat u edituan me sukses!'", async () => {
    const a = await agreed();
    const res = await change({ agreementId: a.agreementId, start: inDays(3), end: inDays(8) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(AGREEMENT_MSG.datesEdited);
    const stored = await db().selectFrom('agreements').select(['start', 'end']).where('id', '=', a.agreementId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ start: inDays(3), end: inDays(8) });
    for (const id of [a.products.dated, a.products.undated]) expect(await productById(id)).toMatchObject({ start: inDays(3), end: inDays(8), initialStart: expect.any(String) });
    expect((await productById(a.products.bought)).start).toBeNull();
  });

  it('refuses a missing start, an end before it, a start in the past; neither or both ids', async () => {
    const a = await agreed();
    await expectRefused(() => change({ agreementId: a.agreementId, start: '', end: inDays(3) }), AGREEMENT_MSG.fillStart, 'start');
    await expectRefused(() => change({ agreementId: a.agreementId, start: inDays(3), end: inDays(2) }), AGREEMENT_MSG.endBeforeStart, 'end');
    await expectRefused(() => change({ agreementId: a.agreementId, start: inDays(-3), end: inDays(2) }), AGREEMENT_MSG.startInPast, 'start');
    await expectRefused(() => change({ start: inDays(3), end: inDays(4) }), MSG.fieldNeeded, 'productId');
    await expectRefused(() => change({ agreementId: a.agreementId, productId: a.products.dated, start: inDays(3), end: inDays(4) }), MSG.fieldNeeded, 'productId');
  });

  it("lets only the agreements module move an agreement's dates, and only production a product's", async () => {
    const a = await agreed();
    const before = await writeTotals(s.connection);
    expect((await change({ agreementId: a.agreementId, start: inDays(3), end: inDays(4) }, world.tokens.worker)).status).toBe(403);
    expect((await change({ agreementId: a.agreementId, start: inDays(3), end: inDays(4) }, world.tokens.observer)).status).toBe(403);
    expect((await change({ productId: a.products.dated, start: inDays(3), end: inDays(4), calendarComment: 'x' }, world.tokens.office)).status).toBe(403);
    expect(await writeTotals(s.connection)).toEqual(before);
  });
});

describe('POST products/agreements/start-end-date', () => {
  const propose = (body: unknown, token = world.tokens.office) => s.request('POST', 'products/agreements/start-end-date', { token, body });

  it("proposes dates one day per process of the article type's chain, from today at the earliest, writing nothing", async () => {
    const before = await writeTotals(s.connection);
    const res = await propose({ quantity: '2', unitId: '', articleId: world.article.id, productIds: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { start, end } = res.body.data as { start: string; end: string };
    expect(start >= today()).toBe(true);
    const days = (Date.parse(end) - Date.parse(start)) / 864e5 + 1;
    expect(days).toBe(world.article.chain.length);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('is made by observers too (a read), refused to who holds neither offers nor agreements', async () => {
    expect((await propose({ quantity: 1, articleId: world.article.id }, world.tokens.observer)).status).toBe(200);
    expect((await propose({ quantity: 1, articleId: world.article.id }, world.tokens.driver)).status).toBe(403);
  });

  it('refuses a missing article, an article not of the company, a quantity of 0', async () => {
    await expectRefused(() => propose({ quantity: 1, articleId: '' }), MSG.fieldNeeded, 'articleId');
    await expectRefused(() => propose({ quantity: 1, articleId: newId() }), MSG.invalidValue, 'articleId');
    await expectRefused(() => propose({ quantity: 0, articleId: world.article.id }), MSG.invalidValue, 'quantity');
  });
});
