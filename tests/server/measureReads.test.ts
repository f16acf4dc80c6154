import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfMs } from '../../domain/days.js';
import { newId } from '../../domain/ids.js';
import { PASSIVE_AFTER_DAYS } from '../../domain/measure/rules.js';
import { MSG } from '../../domain/messages.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { pdfBytes, pngBytes } from '../fixtures/files.js';
import { measureForm, measureFormData, setUpMeasures, type MeasureWorld, type NewProject } from '../fixtures/measure.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Measure's reads (spec 000 §3 "Measure", §7): one measure with its files by
 * kind, what the form opens with for a project, the measure's files, and the
 * list by status, passive or day range with the client's and project's names.
 */
let s: TestServer;
let world: MeasureWorld;
beforeAll(async () => {
  s = await startTestServer();
  world = await setUpMeasures(s);
});
afterAll(() => s.close());

const LOCATION = '42.6629,21.1655';
const get = (url: string, token = world.tokens.office) => s.request('GET', url, { token });

/** A project with its measure, made through the API. */
async function measured(over: Parameters<typeof measureForm>[1] = {}, products: [number, number][] = []): Promise<NewProject & { measureId: string }> {
  const p = await world.project(products);
  const body = measureForm(p, over);
  const res = await s.request('POST', 'measures', { token: world.tokens.measurer, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...p, measureId: body.id };
}

/** Sets a measure's last change back by `days` (as if nobody touched it since). */
const untouchedFor = (measureId: string, days: number) =>
  s.connection.db.updateTable('measures').set({ updatedAt: new Date(Date.now() - days * 864e5).toISOString() }).where('id', '=', measureId).execute();

describe('GET measures/{id}', () => {
  it('answers the measure with its files by kind, each a link', async () => {
    const p = await world.project();
    const body = measureForm(p, { productColor: world.colorId });
    const made = await s.request('POST', 'measures', { token: world.tokens.measurer, form: measureFormData(body, [['measure[]', pdfBytes(), 'fleta.pdf'], ['picture[]', pngBytes(), 'muri.png']]) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const res = await get(`measures/${body.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: body.id, projectId: p.projectId, clientId: p.clientId, productColorId: world.colorId, sketch: [] });
    const [sheet] = res.body.data.measure;
    expect(sheet).toEqual({ id: expect.any(String), fileName: 'fleta.pdf', url: `/api/v1/files/${sheet.id}` });
    expect(res.body.data.picture.map((f: { fileName: string }) => f.fileName)).toEqual(['muri.png']);
    expect(res.body).toEqual({ data: made.body.data });
  });

  it("answers 404 for a measure that is not the company's, or no id at all", async () => {
    expect((await get(`measures/${newId()}`)).status).toBe(404);
    expect((await get(`measures/${world.acme.measureId}`)).status).toBe(404);
    expect((await get('measures/nje-matje')).status).toBe(404);
  });
});

describe('GET measures/{id}/project ({id} is the project)', () => {
  it('opens the form of a project without a measure with the project and its client, then with its measure', async () => {
    const p = await world.project();
    const before = await get(`measures/${p.projectId}/project`, world.tokens.measurer);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ project: { id: p.projectId, clientId: p.clientId, projectName: p.projectName }, client: { id: p.clientId, firstnameAndLastname: expect.any(String) }, measure: null });
    const body = measureForm(p);
    expect((await s.request('POST', 'measures', { token: world.tokens.measurer, body })).status).toBe(201);
    const after = await get(`measures/${p.projectId}/project`, world.tokens.measurer);
    expect(after.body.data.measure).toMatchObject({ id: body.id, projectId: p.projectId, measure: [], picture: [], sketch: [] });
  });

  it("answers 404 for a project that is not the company's", async () => {
    expect((await get(`measures/${newId()}/project`)).status).toBe(404);
    expect((await get(`measures/${world.acme.projectId}/project`)).status).toBe(404);
  });
});

describe('GET measures/assets/{id}', () => {
  it("answers the measure's files, every kind, oldest first; 404 for no measure of the company", async () => {
    const m = await measured();
    expect((await get(`measures/assets/${m.measureId}`)).body).toEqual({ data: [] });
    const edited = await s.request('POST', `measures/${m.measureId}`, { token: world.tokens.measurer, form: measureFormData(measureForm(m), [['sketch[]', pngBytes(), 'skica.png'], ['measure[]', pdfBytes(), 'fleta.pdf']]) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const res = await get(`measures/assets/${m.measureId}`);
    expect(res.body.data.map((f: { fileName: string }) => f.fileName).sort()).toEqual(['fleta.pdf', 'skica.png']);
    expect((await get(`measures/assets/${newId()}`)).status).toBe(404);
    expect((await get(`measures/assets/${world.acme.measureId}`)).status).toBe(404);
  });
});

describe('GET measure/filter', () => {
  type Line = { id: string; measureStatusId: number; measureDate: string | null; createdAt: string; clientName: string; projectName: string; statusLabel: string };
  const list = async (query: string): Promise<Line[]> => {
    const res = await get(`measure/filter${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Line[];
  };
  const ids = (lines: Line[]) => lines.map((l) => l.id);

  it("names each measure's client, project and status", async () => {
    const m = await measured({ measureDate: '2025-11-03' });
    const [line] = (await list('?startDate=2025-11-03&endDate=2025-11-03')).filter((l) => l.id === m.measureId);
    expect(line).toMatchObject({ clientName: m.clientName, projectName: m.projectName, statusLabel: 'Matje fillestare', measureStatusId: 1, measureDate: '2025-11-03' });
  });

  it('lists the measures of one status', async () => {
    const initial = await measured();
    const final = await measured({ measureStatusId: 2, productLocation: LOCATION });
    const onHold = await measured({ measureStatusId: 3 });
    const finals = await list('?measureStatusId=2');
    expect(ids(finals)).toContain(final.measureId);
    expect(ids(finals)).not.toContain(initial.measureId);
    expect(finals.every((l) => l.measureStatusId === 2 && l.statusLabel === 'Matje finale')).toBe(true);
    expect(ids(await list('?measureStatusId=3'))).toEqual(expect.arrayContaining([onHold.measureId]));
    expect(ids(await list(''))).toEqual(expect.arrayContaining([initial.measureId, final.measureId, onHold.measureId]));
  });

  it('filters the day range by the measure date, or the day it was recorded while it has none; newest day first', async () => {
    const early = await measured({ measureDate: '2025-10-14' });
    const late = await measured({ measureDate: '2025-10-15' });
    const undated = await measured();
    const today = dayOfMs(Date.now());
    expect(ids(await list('?startDate=2025-10-14&endDate=2025-10-14'))).toEqual(expect.arrayContaining([early.measureId]));
    expect(ids(await list('?startDate=2025-10-14&endDate=2025-10-14'))).not.toContain(late.measureId);
    const both = ids(await list('?startDate=2025-10-14&endDate=2025-10-15&measureStatusId=1'));
    expect(both.indexOf(late.measureId)).toBeLessThan(both.indexOf(early.measureId));
    expect(ids(await list(`?startDate=${today}&endDate=${today}`))).toContain(undated.measureId);
    expect(ids(await list(`?endDate=${addDays(today, -1)}`))).not.toContain(undated.measureId);
  });

  it(`lists as passive the measures not final, without an offer, untouched for ${PASSIVE_AFTER_DAYS} days`, async () => {
    const stalled = await measured({ measureStatusId: 3 });
    const fresh = await measured();
    const offered = await measured({}, [[1, 0]]);
    const final = await measured({ measureStatusId: 2, productLocation: LOCATION });
    const almost = await measured();
    for (const m of [stalled, offered, final]) await untouchedFor(m.measureId, PASSIVE_AFTER_DAYS + 1);
    await untouchedFor(almost.measureId, PASSIVE_AFTER_DAYS - 1);
    const passive = ids(await list('?passive=1'));
    expect(passive).toContain(stalled.measureId);
    for (const m of [fresh, offered, final, almost]) expect(passive).not.toContain(m.measureId);
  });

  it('leaves out the measures of an archived client, as the client list does', async () => {
    const m = await measured();
    await writeDirect(s.connection, { companyId: world.demo.companyId, userId: null }, (w) => w.update('clients', m.clientId, { archivedAt: new Date().toISOString() }));
    expect(ids(await list(''))).not.toContain(m.measureId);
    expect((await get(`measures/${m.measureId}`)).status).toBe(200);
  });

  it("never lists another company's measures", async () => {
    expect(ids(await list(''))).not.toContain(world.acme.measureId);
  });

  it('refuses passive with a status, an unknown status and a range out of order', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const res = await get(`measure/filter${query}`);
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toBe(message);
    };
    await refused('?passive=1&measureStatusId=2', 'passive', MSG.invalidValue);
    await refused('?measureStatusId=7', 'measureStatusId', MSG.invalidValue);
    await refused('?startDate=2026-02-01&endDate=2026-01-31', 'startDate', MSG.dateRangeOrder);
  });
});
