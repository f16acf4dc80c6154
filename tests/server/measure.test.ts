import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MEASURE_MSG } from '../../domain/measure/messages.js';
import { MSG } from '../../domain/messages.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { measureForm, setUpMeasures, type MeasuredProject, type MeasureWorld } from '../fixtures/measure.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';
import { expectRefused as refused } from '../fixtures/refusals.js';

/**
 * Measure's writes (spec 000 §4, §5 "Measure", §7, §8; issue 14): a
 * project's one measure, created with the device's id and edited until
 * production starts; the push of its client to module 2, never back; each
 * refusal with its text and nothing changed.
 */
let s: TestServer;
let world: MeasureWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpMeasures(s);
});
afterAll(() => s.close());

const LOCATION = '42.662900,21.165500';
const create = (body: unknown, token = world.tokens.measurer) => s.request('POST', 'measures', { token, body });
const edit = (id: string, body: unknown, token = world.tokens.measurer) => s.request('POST', `measures/${id}`, { token, body });
const measuresOf = (projectId: string) => s.connection.db.selectFrom('measures').selectAll().where('projectId', '=', projectId).execute();

const expectRefused = (call: () => Promise<ApiResponse>, message: string, field?: string) => refused(s, call, message, field);

/** A project with its measure made through the API. */
async function measured(products: [number, number][] = [], over: Parameters<typeof measureForm>[1] = {}): Promise<MeasuredProject & { measureId: string }> {
  const p = await world.project(products);
  const body = measureForm(p, over);
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...p, measureId: body.id };
}

describe('POST measures: create', () => {
  it("creates the project's measure with the device's id: 'Matja eshte krijuar'; an initial one leaves the client in module 1", async () => {
    const p = await world.project();
    const body = measureForm(p, {
      productColor: world.colorId,
      employeeId: world.employeeId,
      productLocation: ` ${LOCATION} `,
      measureDate: '2026-03-02',
      startDate: '2026-03-10',
      plannedDate: '2026-03-01',
    });
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(MEASURE_MSG.created);
    expect(res.body.data).toMatchObject({
      id: body.id,
      clientId: p.clientId,
      projectId: p.projectId,
      measureStatusId: 1,
      productColorId: world.colorId,
      productMaterial: 'Pllake laminat Egger',
      productLocation: LOCATION,
      details: 'Lartesia e tavanit 2.60 m.',
      measureDate: '2026-03-02',
      startDate: '2026-03-10',
      plannedDate: '2026-03-01',
      employeeId: world.employeeId,
      measure: [],
      picture: [],
      sketch: [],
    });
    expect(await measuresOf(p.projectId)).toHaveLength(1);
    expect(await world.moduleOf(p.clientId)).toBe(1);
  });

  it('pushes the client of a measure created final to module 2; one created on hold stays', async () => {
    const final = await measured([], { measureStatusId: '2', productLocation: LOCATION });
    expect(await world.moduleOf(final.clientId)).toBe(2);
    const onHold = await measured([], { measureStatusId: 3 });
    expect(await world.moduleOf(onHold.clientId)).toBe(1);
  });

  it("refuses a final measure without a location ('Duhet te jepni lokacionin per matje finale'), and a location of letters only", async () => {
    const p = await world.project();
    await expectRefused(() => create(measureForm(p, { measureStatusId: 2 })), MEASURE_MSG.locationRequired, 'productLocation');
    await expectRefused(() => create(measureForm(p, { measureStatusId: 2, productLocation: '   ' })), MEASURE_MSG.locationRequired, 'productLocation');
    await expectRefused(() => create(measureForm(p, { productLocation: 'Prishtine' })), MEASURE_MSG.locationOnlyLetters, 'productLocation');
    expect(await measuresOf(p.projectId)).toEqual([]);
  });

  it("refuses a save without project, client or status ('Fusha eshte e nevojshme!')", async () => {
    const p = await world.project();
    await expectRefused(() => create(measureForm(p, { projectId: '' })), MSG.fieldNeeded, 'projectId');
    await expectRefused(() => create(measureForm(p, { clientId: null as unknown as string })), MSG.fieldNeeded, 'clientId');
    await expectRefused(() => create({ ...measureForm(p), measureStatusId: undefined }), MSG.fieldNeeded, 'measureStatusId');
    await expectRefused(() => create(measureForm(p, { measureStatusId: 4 })), MSG.invalidValue, 'measureStatusId');
  });

  it("refuses what is not the company's, or a project of another client", async () => {
    const p = await world.project();
    const other = await world.project();
    await expectRefused(() => create(measureForm(p, { projectId: other.projectId })), MSG.invalidValue, 'projectId');
    await expectRefused(() => create(measureForm(p, { projectId: newId() })), MSG.invalidValue, 'projectId');
    await expectRefused(() => create(measureForm(p, { clientId: newId() })), MSG.invalidValue, 'clientId');
    await expectRefused(() => create(measureForm(world.acme)), MSG.invalidValue, 'clientId');
    await expectRefused(() => create(measureForm(p, { productColor: newId() })), MSG.invalidValue, 'productColor');
    await expectRefused(() => create(measureForm(p, { employeeId: newId() })), MSG.invalidValue, 'employeeId');
    await expectRefused(() => create(measureForm(p, { measureDate: '02.03.2026' })), MSG.invalidDate, 'measureDate');
  });

  it("refuses a second measure of a project ('Ky projekt ka tashme nje matje!'), also when two devices send theirs at once", async () => {
    const p = await measured();
    await expectRefused(() => create(measureForm(p)), MEASURE_MSG.projectMeasured, 'projectId');
    const q = await world.project();
    const answers = await Promise.all([create(measureForm(q)), create(measureForm(q)), create(measureForm(q))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body.message).toBe(MEASURE_MSG.projectMeasured);
    expect(await measuresOf(q.projectId)).toHaveLength(1);
  });
});

describe('POST measures/{id}: edit', () => {
  it("saves the form's fields: 'Matja eshte ruajtur', and any edit pushes the client to module 2", async () => {
    const m = await measured();
    expect(await world.moduleOf(m.clientId)).toBe(1);
    const res = await edit(m.measureId, measureForm(m, { measureStatusId: 3, productMaterial: '', details: 'Klienti e shtyu matjen.', productColor: world.colorId }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MEASURE_MSG.saved);
    expect(res.body.data).toMatchObject({ id: m.measureId, measureStatusId: 3, productMaterial: null, details: 'Klienti e shtyu matjen.', productColorId: world.colorId });
    expect(await world.moduleOf(m.clientId)).toBe(2);
  });

  it('never moves a client back: one already in production (module 5) stays there', async () => {
    const m = await measured();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('clients', m.clientId, { moduleId: 5 }));
    expect((await edit(m.measureId, measureForm(m, { measureStatusId: 2, productLocation: LOCATION }))).status).toBe(200);
    expect(await world.moduleOf(m.clientId)).toBe(5);
  });

  it("refuses an edit once a live product of the project is in production or past it ('Kjo matje ka vazhduar ne prodhim!')", async () => {
    for (const status of [2, 3, 4]) {
      const m = await measured([[1, 0], [status, 0]]);
      await expectRefused(() => edit(m.measureId, measureForm(m, { details: 'Ndryshim' })), MEASURE_MSG.inProduction);
      expect(await world.moduleOf(m.clientId)).toBe(1);
    }
  });

  it('lets an edit through while the products only wait for production, or the one in production is cancelled', async () => {
    const waiting = await measured([[1, 0], [5, 0]]);
    expect((await edit(waiting.measureId, measureForm(waiting, { details: 'Ndryshim' }))).status).toBe(200);
    const cancelled = await measured([[2, 1]]);
    expect((await edit(cancelled.measureId, measureForm(cancelled, { details: 'Ndryshim' }))).status).toBe(200);
  });

  it('refuses an edit with the same field rules, or one moving the measure to another project; 404 for no measure of the company', async () => {
    const m = await measured();
    const other = await world.project();
    await expectRefused(() => edit(m.measureId, measureForm(m, { measureStatusId: 2 })), MEASURE_MSG.locationRequired, 'productLocation');
    await expectRefused(() => edit(m.measureId, measureForm(other)), MSG.invalidValue, 'projectId');
    await expectRefused(() => edit(m.measureId, measureForm(m, { clientId: other.clientId })), MSG.invalidValue, 'projectId');
    expect((await edit(newId(), measureForm(m))).status).toBe(404);
    expect((await edit(world.acme.measureId, measureForm(world.acme))).status).toBe(404);
  });
});
