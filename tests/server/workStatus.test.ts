import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MEASURE_MSG } from '../../domain/measure/messages.js';
import { agreementForm, setUpAgreements, type AgreementWorld, type OfferedProject } from '../fixtures/agreement.js';
import { pdfBytes } from '../fixtures/files.js';
import { bothSignatures, installationForm } from '../fixtures/installation.js';
import { measureForm, measureFormData } from '../fixtures/measure.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * One client's work from agreement to installation (domain/journey/workStatus.ts),
 * through the API as the office, the floor, the warehouse, the driver and the
 * installer make it: after every step the agreement's and its lines' statuses,
 * the agreements list it is in, and the measure lock. Then the send-back, the
 * cancel and its clearing, and the deliveries without installation.
 */
let s: TestServer;
let world: AgreementWorld;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpAgreements(s);
  admin = world.tokens.admin;
});
afterAll(() => s.close());

const ok = async (res: Promise<{ status: number; body: { data?: unknown; message?: string } }>, status = [200, 201]) => {
  const r = await res;
  expect(status, JSON.stringify(r.body)).toContain(r.status);
  return r.body;
};
const post = (url: string, body: unknown) => ok(s.request('POST', url, { token: admin, body }));

/** A client with a measured project, its offer (two made lines, one bought, one canceled) and its agreement. */
async function agreedWork(): Promise<OfferedProject & { agreementId: string }> {
  const o = await world.offered();
  await post('measures', measureForm(o, { measureStatusId: 1 }));
  const agreement = agreementForm(o);
  await post('agreements', agreement);
  return { ...o, agreementId: agreement.id };
}

const statuses = async (o: OfferedProject & { agreementId: string }) => {
  const db = s.connection.db;
  const agreement = await db.selectFrom('agreements').select('agreementStatusId').where('id', '=', o.agreementId).executeTakeFirstOrThrow();
  const products = await db.selectFrom('products').select(['id', 'productStatusId']).where('offerId', '=', o.offerId).execute();
  const of = (id: string) => products.find((p) => p.id === id)!.productStatusId;
  return { agreement: agreement.agreementStatusId, dated: of(o.products.dated), undated: of(o.products.undated), bought: of(o.products.bought), canceled: of(o.products.canceled) };
};

/** The lists of agreements by status the agreement is in (GET agreement/filter?agreementStatusId=1…5). */
async function listsOf(agreementId: string): Promise<number[]> {
  const lists: number[] = [];
  for (const status of [1, 2, 3, 4, 5]) {
    const body = await ok(s.request('GET', `agreement/filter?agreementStatusId=${status}`, { token: admin }));
    if ((body.data as { id: string }[]).some((a) => a.id === agreementId)) lists.push(status);
  }
  return lists;
}

/** Edits the project's measure: null when saved, else the refusal's message. */
async function measureEdit(o: OfferedProject): Promise<string | null> {
  const measure = await s.connection.db.selectFrom('measures').select('id').where('projectId', '=', o.projectId).executeTakeFirstOrThrow();
  const { id: _deviceId, ...fields } = measureForm(o, { details: `Kontroll ${newId()}` });
  const res = await s.request('POST', `measures/${measure.id}`, { token: admin, form: measureFormData(fields, []) });
  return res.status === 200 || res.status === 201 ? null : String(res.body.message);
}

async function expectStep(o: OfferedProject & { agreementId: string }, made: number, agreement = made) {
  expect(await statuses(o)).toEqual({ agreement, dated: made, undated: made, bought: agreement, canceled: 5 });
  expect(await listsOf(o.agreementId)).toEqual([agreement]);
  expect(await measureEdit(o)).toBe(made === 1 || agreement === 5 ? null : MEASURE_MSG.inProduction);
}

const processesOf = async (productId: string) =>
  s.connection.db.selectFrom('processStatuses').select(['id', 'responsibilityId', 'statusId']).where('productId', '=', productId).orderBy('position').execute();

/** The admin on the floor in admin mode: a process of a line to a status. */
const setProcess = (productId: string, responsibilityId: string, responsibilityStatusId: number, adminWarning: string | null = null) =>
  post('responsibilities/clients/statuses', { productId, responsibilityId, responsibilityStatusId, adminWarning, adminMode: true });

async function completeAll(o: OfferedProject) {
  for (const productId of [o.products.dated, o.products.undated]) {
    for (const p of await processesOf(productId)) if (p.statusId !== 1) await setProcess(productId, p.responsibilityId, 1);
  }
}

async function deposit(o: OfferedProject, flags: { withoutTransport?: 0 | 1; withoutInstallation?: 0 | 1 } = {}): Promise<string> {
  const id = newId();
  await post('warehouse-records', { id, clientId: o.clientId, projectId: o.projectId, productIds: [o.products.dated, o.products.undated], quantity: [1, 1], withoutTransport: 0, withoutInstallation: 0, ...flags });
  return id;
}

async function transport(o: OfferedProject, recordId: string, arrivalDate = ''): Promise<string> {
  const equipmentIds = (await s.connection.db.selectFrom('equipment').select('id').where('companyId', '=', world.demo.companyId).execute()).map((e) => e.id);
  const id = newId();
  await post('transport', {
    id: [id],
    projectId: [o.projectId],
    warehouseRecordId: [recordId],
    ...Object.fromEntries(['transportDetails', 'email', 'name', 'phoneNumber', 'comment', 'code'].map((k) => [k, ['']])),
    acceptanceDate: ['2026-03-02 08:00:00'],
    arrivalDate: [arrivalDate],
    equipmentIds,
  });
  return id;
}

describe('the work moves its agreement and products: 1 → 2 → 3 → 4', () => {
  it('walks one client from agreement to installation, with a process sent back on the way', async () => {
    const o = await agreedWork();
    await expectStep(o, 1);

    const [first] = await processesOf(o.products.dated);
    await setProcess(o.products.dated, first!.responsibilityId, 4);
    expect(await statuses(o)).toMatchObject({ agreement: 2, dated: 2, undated: 1 });
    expect(await listsOf(o.agreementId)).toEqual([2]);
    expect(await measureEdit(o)).toBe(MEASURE_MSG.inProduction);

    await completeAll(o);
    await expectStep(o, 3);

    // A completed process sent back (late, with the admin's reason) reopens its line: 2 again, and the agreement with it.
    const [sentBack] = await processesOf(o.products.undated);
    await setProcess(o.products.undated, sentBack!.responsibilityId, 3, 'Kthyer: kantet jane demtuar.');
    expect(await statuses(o)).toMatchObject({ agreement: 2, dated: 3, undated: 2 });
    expect(await listsOf(o.agreementId)).toEqual([2]);
    await completeAll(o);
    await expectStep(o, 3);

    const recordId = await deposit(o);
    await expectStep(o, 3);
    const transportId = await transport(o, recordId, '2026-03-02 09:30:00');
    await expectStep(o, 3);

    await ok(s.request('POST', 'installations', { token: admin, form: installationForm({ projectId: o.projectId, id: transportId }, { id: newId(), installationEnd: '2026-03-03 15:00:00' }, bothSignatures()) }));
    await expectStep(o, 4);
    const archive = await ok(s.request('GET', 'archive/agreements?pageSize=10000', { token: admin }));
    expect((archive.data as { id: string }[]).map((a) => a.id)).toContain(o.agreementId);
  });

  it('a record without installation completes when its transport arrives; one without transport either, when it is recorded', async () => {
    const carried = await agreedWork();
    await completeAll(carried);
    const recordId = await deposit(carried, { withoutInstallation: 1 });
    const transportId = await transport(carried, recordId);
    await expectStep(carried, 3);
    await post(`transport/${transportId}`, { warehouseRecordId: recordId, acceptanceDate: '2026-03-02 08:00:00', arrivalDate: '2026-03-02 10:00:00' });
    await expectStep(carried, 4);

    const fetched = await agreedWork();
    await completeAll(fetched);
    await deposit(fetched, { withoutTransport: 1, withoutInstallation: 1 });
    await expectStep(fetched, 4);
  });
});

describe('a cancel stops the work; clearing it derives the status again', () => {
  it('cancels the agreement and its unfinished lines (5), and a cleared cancel goes back to what the work says', async () => {
    const o = await agreedWork();
    const [first] = await processesOf(o.products.dated);
    await setProcess(o.products.dated, first!.responsibilityId, 4);
    const cancel = measureFormData({ ...agreementForm(o, { agreementId: o.agreementId }), id: undefined, agreementStatusId: 5 }, [['cancelation[]', pdfBytes('anulim'), 'anulim.pdf']]);
    await ok(s.request('POST', 'agreements', { token: admin, form: cancel }));
    expect(await statuses(o)).toEqual({ agreement: 5, dated: 5, undated: 5, bought: 5, canceled: 5 });
    expect(await listsOf(o.agreementId)).toEqual([5]);
    expect(await measureEdit(o)).toBeNull();

    const cleared = await post('agreements', { ...agreementForm(o, { agreementId: o.agreementId }), id: undefined, agreementStatusId: null, isCanceled: 0 });
    expect((cleared.data as { agreementStatus: { value: number } }).agreementStatus.value).toBe(2);
    expect(await statuses(o)).toEqual({ agreement: 2, dated: 2, undated: 1, bought: 2, canceled: 5 });
    expect(await listsOf(o.agreementId)).toEqual([2]);
    expect(await measureEdit(o)).toBe(MEASURE_MSG.inProduction);
  });
});
