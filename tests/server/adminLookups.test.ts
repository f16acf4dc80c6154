import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { writeTotals } from '../fixtures/directWrite.js';
import { plainText, readRichText } from '../../domain/text/richText.js';

let s: TestServer;
let admin: string;
let worker: string;
/** Seeded lists already hold names; every name here carries this run's tag. */
const tag = Math.random().toString(36).slice(2, 8);
const named = (text: string) => `${text} ${tag}`;
let processA: string;
let processB: string;

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  worker = await s.login('worker');
  const create = async (name: string) => (await s.request('POST', 'admin/responsibilities', { token: admin, body: { name } })).body.data.id as string;
  processA = await create(named('Prerja'));
  processB = await create(named('Lyerja'));
});
afterAll(() => s.close());

interface ListCase {
  path: string;
  /** The payload of the list's form for a name. */
  body(name: string): Record<string, unknown>;
  /** Where the spec's read shape shows the name. */
  nameOf(row: Record<string, unknown>): unknown;
  messages?: { created?: string; updated?: string; deleted?: string };
}

const codes = { next: 70_000 };
const LISTS: ListCase[] = [
  { path: 'responsibilities', body: (name) => ({ name }), nameOf: (r) => r.name },
  { path: 'departments', body: (name) => ({ name }), nameOf: (r) => r.label },
  {
    path: 'mounting-equipments',
    body: (name) => ({ name }),
    nameOf: (r) => r.label,
    messages: { created: 'Pajisja u ruajt me sukses!', updated: 'Pajisja u editua!', deleted: 'Pajisja u fshi me sukses!' },
  },
  { path: 'units', body: (name) => ({ name }), nameOf: (r) => r.name },
  { path: 'suppliers', body: (supplier) => ({ supplier }), nameOf: (r) => r.supplier },
  { path: 'color-palette', body: (colorPalette) => ({ colorPalette }), nameOf: (r) => r.colorPalette },
  { path: 'dynamic-offers', body: (name) => ({ name }), nameOf: (r) => r.name, messages: { deleted: 'Fusha u fshi me sukses!' } },
  { path: 'offer-conditions', body: (conditions) => ({ conditions: `<p>${conditions}</p>` }), nameOf: (r) => plainText(readRichText(String(r.conditions))) },
  { path: 'impression-questions', body: (question) => ({ question }), nameOf: (r) => r.label, messages: { deleted: 'Pyetja u fshi me sukses!' } },
  { path: 'material', body: (material) => ({ material, responsibilities: [processA] }), nameOf: (r) => r.label },
  { path: 'types', body: (name) => ({ name, responsibilities: [processA] }), nameOf: (r) => r.name },
  { path: 'articles', body: (name) => ({ name, code: String(codes.next++) }), nameOf: (r) => r.name },
];

describe.each(LISTS)('admin/$path', (list) => {
  it('creates (201), lists by name, reads one, edits by POST ?_method=PATCH and by PATCH, deletes', async () => {
    const zeta = await s.request('POST', `admin/${list.path}`, { token: admin, body: list.body(named('Zeta')) });
    expect(zeta.status).toBe(201);
    expect(list.nameOf(zeta.body.data)).toBe(named('Zeta'));
    if (list.messages?.created) expect(zeta.body.message).toBe(list.messages.created);
    const alfa = await s.request('POST', `admin/${list.path}`, { token: admin, body: list.body(named('Alfa')) });
    expect(alfa.status).toBe(201);

    const all = await s.request('GET', `admin/${list.path}`, { token: admin });
    expect(all.status).toBe(200);
    const ids = (all.body.data as { id: string }[]).map((r) => r.id);
    expect(ids).toContain(zeta.body.data.id);
    if (list.path !== 'offer-conditions') expect(ids.indexOf(alfa.body.data.id)).toBeLessThan(ids.indexOf(zeta.body.data.id));

    const id = zeta.body.data.id as string;
    const one = await s.request('GET', `admin/${list.path}/${id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(zeta.body.data);

    const viaPost = await s.request('POST', `admin/${list.path}/${id}?_method=PATCH`, { token: admin, body: list.body(named('Beta')) });
    expect(viaPost.status).toBe(200);
    expect(list.nameOf(viaPost.body.data)).toBe(named('Beta'));
    if (list.messages?.updated) expect(viaPost.body.message).toBe(list.messages.updated);
    const viaPatch = await s.request('PATCH', `admin/${list.path}/${id}`, { token: admin, body: list.body(named('Gama')) });
    expect(viaPatch.status).toBe(200);
    expect(list.nameOf((await s.request('GET', `admin/${list.path}/${id}`, { token: admin })).body.data)).toBe(named('Gama'));

    const gone = await s.request('DELETE', `admin/${list.path}/${id}`, { token: admin });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id });
    if (list.messages?.deleted) expect(gone.body.message).toBe(list.messages.deleted);
    expect((await s.request('GET', `admin/${list.path}/${id}`, { token: admin })).status).toBe(404);
  });

  it('is read by every signed-in user', async () => {
    expect((await s.request('GET', `admin/${list.path}`, { token: worker })).status).toBe(200);
  });
});

describe('read shapes and paths of the spec', () => {
  it('answers departments and equipment as {value, label}, suppliers as {id, supplier}, palettes as {id, colorPalette}', async () => {
    const dept = (await s.request('POST', 'admin/departments', { token: admin, body: { label: named('Kuzhina') } })).body.data;
    expect(dept).toMatchObject({ value: dept.id, label: named('Kuzhina'), name: named('Kuzhina') });
    const supplier = (await s.request('POST', 'admin/suppliers', { token: admin, body: { supplier: named('Egger') } })).body.data;
    expect(supplier).toMatchObject({ id: expect.any(String), supplier: named('Egger') });
    const palette = (await s.request('POST', 'admin/color-palette', { token: admin, body: { colorPalette: named('Arre') } })).body.data;
    expect(palette).toMatchObject({ id: expect.any(String), colorPalette: named('Arre') });
  });

  it('serves the lists the spec calls outside the admin prefix', async () => {
    for (const path of ['responsibilities', 'mounting-equipments', 'dynamic-offers', 'offer/conditions']) {
      const res = await s.request('GET', path, { token: worker });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
    const processes = (await s.request('GET', 'responsibilities', { token: worker })).body.data as { id: string }[];
    expect(processes.map((p) => p.id)).toContain(processA);
  });

  it('takes JSON only: form-data to a call that carries no files is refused (415) and stores nothing', async () => {
    const form = new FormData();
    form.append('material', named('MDF-form'));
    form.append('responsibilities[]', processB);
    const res = await s.request('POST', 'admin/material', { token: admin, form });
    expect(res.status).toBe(415);
    expect(await s.connection.db.selectFrom('materials').select('id').where('name', '=', named('MDF-form')).execute()).toEqual([]);
  });

  it('keeps a material’s processes in the order sent', async () => {
    const res = await s.request('POST', 'admin/material', { token: admin, body: { material: named('MDF'), responsibilities: [processB, processA] } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ value: res.body.data.id, label: named('MDF'), responsibilities: [processB, processA] });
  });

  it('keeps an edited process chain in its new order', async () => {
    const type = (await s.request('POST', 'admin/types', { token: admin, body: { name: named('Dollap'), responsibilities: [processA, processB] } })).body.data;
    expect(type.responsibilities).toEqual([processA, processB]);
    const edited = await s.request('POST', `admin/types/${type.id}`, { token: admin, body: { name: named('Dollap'), responsibilities: [processB, processA] } });
    expect(edited.body.data.responsibilities).toEqual([processB, processA]);
    const chain = await s.request('GET', `admin/types/${type.id}/responsibilities`, { token: worker });
    expect(chain.status).toBe(200);
    expect(chain.body.data.map((p: { id: string; position: number }) => [p.id, p.position])).toEqual([
      [processB, 1],
      [processA, 2],
    ]);
  });
});

describe('articles', () => {
  it('offers the next free numeric code and takes it', async () => {
    const first = (await s.request('GET', 'admin/articles/code', { token: admin })).body.data.code as string;
    expect(first).toMatch(/^\d{2,}$/);
    const created = await s.request('POST', 'admin/articles', { token: admin, body: { name: named('Tavoline'), code: first, price: '120.50', forProduction: '1' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: first, price: 120.5, forProduction: 1 });
    expect((await s.request('GET', 'admin/articles/code', { token: admin })).body.data.code).toBe(String(Number(first) + 1));
  });

  it("answers an article's processes: its type's chain, else its material's", async () => {
    const type = (await s.request('POST', 'admin/types', { token: admin, body: { name: named('Komode'), responsibilities: [processB] } })).body.data;
    const material = (await s.request('POST', 'admin/material', { token: admin, body: { material: named('Lis'), responsibilities: [processA, processB] } })).body.data;
    const byType = (await s.request('POST', 'admin/articles', { token: admin, body: { name: named('A'), code: String(codes.next++), articleTypeId: type.id, materialId: material.id } })).body.data;
    const byMaterial = (await s.request('POST', 'admin/articles', { token: admin, body: { name: named('B'), code: String(codes.next++), materialId: material.id } })).body.data;
    const ofType = await s.request('GET', `articles/${byType.id}/responsibilities`, { token: worker });
    expect(ofType.body.data.map((p: { id: string }) => p.id)).toEqual([processB]);
    const ofMaterial = await s.request('GET', `articles/${byMaterial.id}/responsibilities`, { token: worker });
    expect(ofMaterial.body.data.map((p: { id: string }) => p.id)).toEqual([processA, processB]);
  });
});

describe('production settings', () => {
  it('saves and reads back the dropdown switch and the daily capacity (numbers as text too)', async () => {
    const saved = await s.request('POST', 'admin/production-settings', { token: admin, body: { showProductionDropdownDetails: 1, dailyCapacity: 12 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ showProductionDropdownDetails: 1, dailyCapacity: 12 });
    expect((await s.request('POST', 'admin/production-settings', { token: admin, body: { showProductionDropdownDetails: '0' } })).status).toBe(200);
    const read = await s.request('GET', 'admin/production-settings', { token: worker });
    expect(read.body.data).toMatchObject({ showProductionDropdownDetails: 0, dailyCapacity: 12 });
  });

  it('refuses a flag other than 0 or 1', async () => {
    const res = await s.request('POST', 'admin/production-settings', { token: admin, body: { showProductionDropdownDetails: 2 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('showProductionDropdownDetails');
  });
});

describe('change feed', () => {
  const pullAfter = async (cursor: number) => {
    const res = await s.request('GET', `sync/pull?cursor=${cursor}&limit=5000`, { token: worker });
    expect(res.status).toBe(200);
    return res.body.changes as { entity: string; id: string; op: string; data: Record<string, unknown> | null }[];
  };

  it('publishes lookup writes to every device, deletes as tombstones', async () => {
    const { seq } = await writeTotals(s.connection);
    const unit = (await s.request('POST', 'admin/units', { token: admin, body: { name: named('m2') } })).body.data;
    const material = (await s.request('POST', 'admin/material', { token: admin, body: { material: named('Hekur'), responsibilities: [processA] } })).body.data;
    await s.request('POST', 'admin/production-settings', { token: admin, body: { dailyCapacity: 30 } });
    const changes = await pullAfter(seq);
    expect(changes).toContainEqual(expect.objectContaining({ entity: 'units', id: unit.id, op: 'put', data: expect.objectContaining({ name: named('m2') }) }));
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: 'materials', id: material.id, op: 'put', data: expect.objectContaining({ responsibilities: [processA] }) }),
    );
    expect(changes).toContainEqual(expect.objectContaining({ entity: 'productionSettings', data: expect.objectContaining({ dailyCapacity: 30 }) }));

    const { seq: before } = await writeTotals(s.connection);
    await s.request('DELETE', `admin/units/${unit.id}`, { token: admin });
    expect(await pullAfter(before)).toContainEqual({ entity: 'units', id: unit.id, op: 'delete', data: null });
  });

  it('republishes a material when only its process chain changes', async () => {
    const material = (await s.request('POST', 'admin/material', { token: admin, body: { material: named('Xham'), responsibilities: [processA] } })).body.data;
    const { seq } = await writeTotals(s.connection);
    await s.request('POST', `admin/material/${material.id}`, { token: admin, body: { material: named('Xham'), responsibilities: [processA, processB] } });
    const changes = await pullAfter(seq);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: 'materials', id: material.id, data: expect.objectContaining({ responsibilities: [processA, processB] }) }),
    );
  });
});
