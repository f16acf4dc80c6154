import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, writeDirect, writeTotals, type CompanyUsers } from '../fixtures/directWrite.js';
import type { Writer } from '../../server/write/writer.js';

let s: TestServer;
let admin: string;
let demo: CompanyUsers;
const tag = Math.random().toString(36).slice(2, 8);
const named = (text: string) => `${text} ${tag}`;
let codeSeq = 80_000;
const nextCode = () => String(codeSeq++);

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  demo = await companyUsers(s.connection, 'demo');
});
afterAll(() => s.close());

const post = (path: string, body: unknown) => s.request('POST', path, { token: admin, body });
const create = async (path: string, body: unknown): Promise<string> => {
  const res = await post(path, body);
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
};

/** Rows of the later modules (clients, offers, production), written as a module's route would: through a Writer. */
const plant = <T>(work: (w: Writer) => Promise<T>) => writeDirect(s.connection, { companyId: demo.companyId, userId: demo.users.admin! }, work);

async function plantProject(w: Writer) {
  const client = await w.insert('clients', { firstnameAndLastname: named('Klient'), lastName: 'Test' });
  const project = await w.insert('projects', { clientId: client.id, projectName: named('Projekt') });
  const offer = await w.insert('offers', { number: 900_000 + codeSeq++, clientId: client.id, projectId: project.id });
  return { client, project, offer };
}

/** A product of the article; status 2 is "in production process" (spec 000 §4). */
async function plantProduct(articleId: string, productStatusId: number) {
  return plant(async (w) => {
    const { client, project, offer } = await plantProject(w);
    return w.insert('products', { offerId: offer.id, clientId: client.id, projectId: project.id, articleId, productStatusId });
  });
}

/** Runs a request that must change nothing: no audit row, no feed entry. */
async function expectUnchanged<R>(send: () => Promise<R>): Promise<R> {
  const before = await writeTotals(s.connection);
  const res = await send();
  expect(await writeTotals(s.connection)).toEqual(before);
  return res;
}

/** A refusal with the spec's text, leaving everything as it was. */
async function expectRefused(send: () => Promise<{ status: number; body: { message: string } }>, message: string) {
  const res = await expectUnchanged(send);
  expect(res.status).toBe(422);
  expect(res.body.message).toBe(message);
}

describe('empty names are refused with the spec’s text', () => {
  const CASES: [string, Record<string, unknown>, string, string][] = [
    ['responsibilities', { name: '' }, 'name', 'Ju lutem mbushni fushen!'],
    ['mounting-equipments', { name: '  ' }, 'name', 'Ju lutem mbushni fushen!'],
    ['color-palette', { colorPalette: '' }, 'colorPalette', 'Ju lutem mbushni fushen!'],
    ['suppliers', {}, 'supplier', 'Ju lutem mbushni fushen!'],
    ['material', { material: '', responsibilities: [] }, 'material', 'Ju lutem mbushni fushen!'],
    ['units', { name: '' }, 'name', 'Ju lutem mbushni emrin e njesise!'],
    ['departments', { name: '' }, 'name', 'Ju lutem mbushni emrin e repartit!'],
  ];
  it.each(CASES)('admin/%s', async (path, body, field, message) => {
    await expectRefused(() => post(`admin/${path}`, body), message);
    expect((await post(`admin/${path}`, body)).body.errors[field]).toBe(message);
  });

  it('refuses an edit that empties the name, leaving the row as it was', async () => {
    const id = await create('admin/units', { name: named('cope') });
    await expectRefused(() => post(`admin/units/${id}`, { name: '' }), 'Ju lutem mbushni emrin e njesise!');
    expect((await s.request('GET', `admin/units/${id}`, { token: admin })).body.data.name).toBe(named('cope'));
  });

  it('refuses a material without a process', async () => {
    await expectRefused(() => post('admin/material', { material: named('Pa proces'), responsibilities: [] }), 'Materiali duhet te kete se paku nje proces!');
  });
});

describe('duplicates are refused whatever their case', () => {
  it.each([
    ['responsibilities', 'Ky proces eksiston!'],
    ['units', 'Kjo njesi eksiston!'],
    ['departments', 'Ky repart eksiston!'],
  ])('admin/%s', async (path, message) => {
    await create(`admin/${path}`, { name: named('Çelik') });
    await expectRefused(() => post(`admin/${path}`, { name: named('çelik').toUpperCase() }), message);
  });

  it('refuses renaming a row to another row’s name, but not keeping its own', async () => {
    await create('admin/responsibilities', { name: named('Montimi') });
    const other = await create('admin/responsibilities', { name: named('Paketimi') });
    await expectRefused(() => post(`admin/responsibilities/${other}`, { name: named('montimi') }), 'Ky proces eksiston!');
    expect((await post(`admin/responsibilities/${other}`, { name: named('Paketimi') })).status).toBe(200);
  });

  it('refuses an article code used before', async () => {
    const code = `AB${codeSeq++}`;
    await create('admin/articles', { name: named('Raft'), code });
    await expectRefused(() => post('admin/articles', { name: named('Raft 2'), code: code.toLowerCase() }), 'Kodi i produktit eshte perdorur me pare!');
  });
});

describe('rows in use are not deleted', () => {
  it("refuses equipment a transport takes: 'Pajisja perdoret ne modulet tjera!'", async () => {
    const equipment = await create('admin/mounting-equipments', { name: named('Shkalle') });
    await plant(async (w) => {
      const { project } = await plantProject(w);
      const transport = await w.insert('transports', { code: named('T'), projectId: project.id });
      await w.insert('transportEquipment', { transportId: transport.id, equipmentId: equipment });
    });
    await expectRefused(() => s.request('DELETE', `admin/mounting-equipments/${equipment}`, { token: admin }), 'Pajisja perdoret ne modulet tjera!');
  });

  it('refuses a process linked to a material, a type, a user or a product status', async () => {
    const inMaterial = await create('admin/responsibilities', { name: named('P material') });
    await create('admin/material', { material: named('M'), responsibilities: [inMaterial] });
    const inType = await create('admin/responsibilities', { name: named('P type') });
    await create('admin/types', { name: named('T'), responsibilities: [inType] });
    const ofUser = await create('admin/responsibilities', { name: named('P user') });
    await create('admin/users', {
      firstname: 'Arta',
      lastname: 'Berisha',
      email: `p${tag}@example.com`,
      username: named('punetor').replace(' ', ''),
      password: 'sekret-123',
      passwordConfirmation: 'sekret-123',
      permissionsId: [7],
      responsibilityId: [ofUser],
    });
    const inStatus = await create('admin/responsibilities', { name: named('P status') });
    const article = await create('admin/articles', { name: named('Art'), code: nextCode() });
    const product = await plantProduct(article, 2);
    await plant((w) => w.insert('processStatuses', { productId: product.id, responsibilityId: inStatus, position: 1 }));

    for (const id of [inMaterial, inType, ofUser, inStatus]) {
      await expectRefused(() => s.request('DELETE', `admin/responsibilities/${id}`, { token: admin }), 'Ky proces eshte i lidhur me module tjera, nuk mund te fshihet!');
    }
  });

  it('refuses a material with a status in production, and one whose articles are in production', async () => {
    const process = await create('admin/responsibilities', { name: named('P mat') });
    const withStatus = await create('admin/material', { material: named('Me status'), responsibilities: [process] });
    const article = await create('admin/articles', { name: named('Art M'), code: nextCode() });
    const product = await plantProduct(article, 1);
    await plant((w) => w.insert('materialStatuses', { productId: product.id, materialId: withStatus, responsibilityId: process, position: 1 }));
    await expectRefused(() => s.request('DELETE', `admin/material/${withStatus}`, { token: admin }), 'Materiali eshte ne faza te prodhimit, nuk mund te fshihet!');

    const withArticles = await create('admin/material', { material: named('Me artikuj'), responsibilities: [process] });
    const made = await create('admin/articles', { name: named('Art P'), code: nextCode(), materialId: withArticles });
    await plantProduct(made, 2);
    await expectRefused(() => s.request('DELETE', `admin/material/${withArticles}`, { token: admin }), 'Materiali eshte ne faza te prodhimit, nuk mund te fshihet!');
  });

  it("refuses changing the process chain of a material in production: 'Ky material ka artikuj ne prodhim.'", async () => {
    const [p1, p2] = [await create('admin/responsibilities', { name: named('C1') }), await create('admin/responsibilities', { name: named('C2') })];
    const material = await create('admin/material', { material: named('Ne prodhim'), responsibilities: [p1] });
    const article = await create('admin/articles', { name: named('Art C'), code: nextCode(), materialId: material });
    await plantProduct(article, 2);
    await expectRefused(() => post(`admin/material/${material}`, { material: named('Ne prodhim'), responsibilities: [p1, p2] }), 'Ky material ka artikuj ne prodhim.');
    // Its name may still be corrected.
    expect((await post(`admin/material/${material}`, { material: named('Ne prodhim!'), responsibilities: [p1] })).status).toBe(200);
  });

  it('deletes a material whose articles are not in production, detaching them through the audit log', async () => {
    const process = await create('admin/responsibilities', { name: named('P det') });
    const material = await create('admin/material', { material: named('I lire'), responsibilities: [process] });
    const article = await create('admin/articles', { name: named('Art D'), code: nextCode(), materialId: material });
    expect((await s.request('DELETE', `admin/material/${material}`, { token: admin })).status).toBe(200);
    expect((await s.request('GET', `admin/articles/${article}`, { token: admin })).body.data.materialId).toBeNull();
    const audit = await s.request('GET', `admin/audits/show?auditableType=articles&auditableId=${article}`, { token: admin });
    expect(audit.body.data[0]).toMatchObject({ event: 'updated', oldValues: { materialId: material }, newValues: { materialId: null } });
  });

  it('refuses editing or deleting an article in production', async () => {
    const article = await create('admin/articles', { name: named('Art E'), code: nextCode() });
    await plantProduct(article, 2);
    await expectRefused(() => post(`admin/articles/${article}`, { name: named('Art E2'), code: nextCode() }), 'Artikulli eshte ne faza te prodhimit, nuk mund te editohet!');
    await expectRefused(() => s.request('DELETE', `admin/articles/${article}`, { token: admin }), 'Artikulli eshte ne faza te prodhimit, nuk mund te fshihet!');
  });

  it('lets an article only offered be edited, but not deleted', async () => {
    const article = await create('admin/articles', { name: named('Art O'), code: nextCode() });
    await plantProduct(article, 1);
    expect((await post(`admin/articles/${article}`, { name: named('Art O2'), code: nextCode(), price: 10 })).status).toBe(200);
    await expectRefused(() => s.request('DELETE', `admin/articles/${article}`, { token: admin }), 'Artikulli perdoret ne module tjera, nuk mund te fshihet!');
  });

  it('refuses units, suppliers, types and departments that articles or processes use', async () => {
    const unit = await create('admin/units', { name: named('kg') });
    const supplier = await create('admin/suppliers', { supplier: named('Kronospan') });
    const type = await create('admin/types', { name: named('Rafte') });
    await create('admin/articles', { name: named('Art U'), code: nextCode(), unitId: unit, supplierId: supplier, articleTypeId: type });
    const department = await create('admin/departments', { name: named('Punetoria') });
    await create('admin/responsibilities', { name: named('P dept'), departmentId: department });

    await expectRefused(() => s.request('DELETE', `admin/units/${unit}`, { token: admin }), 'Kjo njesi eshte e lidhur me module tjera, nuk mund te fshihet!');
    await expectRefused(() => s.request('DELETE', `admin/suppliers/${supplier}`, { token: admin }), 'Ky furnitor eshte i lidhur me artikuj, nuk mund te fshihet!');
    await expectRefused(() => s.request('DELETE', `admin/types/${type}`, { token: admin }), 'Ky tip eshte i lidhur me artikuj, nuk mund te fshihet!');
    await expectRefused(() => s.request('DELETE', `admin/departments/${department}`, { token: admin }), 'Ky repart eshte i lidhur me module tjera, nuk mund te fshihet!');
  });

  it('refuses a colour a measure uses, an offer field an offer fills, a question an impression answers', async () => {
    const colour = await create('admin/color-palette', { colorPalette: named('Bardhe') });
    const field = await create('admin/dynamic-offers', { name: named('Afati') });
    const question = await create('admin/impression-questions', { question: named('Sa jeni te kenaqur?') });
    await plant(async (w) => {
      const { client, project, offer } = await plantProject(w);
      await w.insert('measures', { clientId: client.id, projectId: project.id, productColorId: colour });
      await w.insert('offerFieldValues', { offerId: offer.id, offerFieldId: field, value: '30 dite' });
      const impression = await w.insert('impressions', { projectId: project.id, clientId: client.id });
      await w.insert('impressionAnswers', { impressionId: impression.id, questionId: question, rating: 5 });
    });
    await expectRefused(() => s.request('DELETE', `admin/color-palette/${colour}`, { token: admin }), 'Kjo ngjyre perdoret ne matje, nuk mund te fshihet!');
    await expectRefused(() => s.request('DELETE', `admin/dynamic-offers/${field}`, { token: admin }), 'Kjo fushe perdoret ne oferta, nuk mund te fshihet!');
    await expectRefused(() => s.request('DELETE', `admin/impression-questions/${question}`, { token: admin }), 'Kjo pyetje perdoret ne pershtypje, nuk mund te fshihet!');
  });
});

describe('references to rows the company does not have', () => {
  it('refuses another company’s or an unknown id on its field, never a 500', async () => {
    const acme = await s.login('admin', 'acme');
    const acmeDepartment = (await s.request('POST', 'admin/departments', { token: acme, body: { name: named('Acme') } })).body.data.id as string;
    const acmeProcess = (await s.request('POST', 'admin/responsibilities', { token: acme, body: { name: named('Acme') } })).body.data.id as string;

    await expectRefused(() => post('admin/responsibilities', { name: named('X'), departmentId: acmeDepartment }), 'Vlera nuk eshte e vlefshme!');
    await expectRefused(() => post('admin/material', { material: named('X'), responsibilities: [acmeProcess] }), 'Vlera nuk eshte e vlefshme!');
    await expectRefused(() => post('admin/articles', { name: named('X'), code: nextCode(), unitId: '0190b5a0-0000-7000-8000-000000000000' }), 'Vlera nuk eshte e vlefshme!');
    const res = await post('admin/articles', { name: named('X'), code: nextCode(), unitId: 'not-an-id' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('unitId');
  });
});

describe('odd input is refused, never a 500', () => {
  it.each([
    ['a name with a NUL character', 'admin/units', { name: 'm\u00002' }],
    ['a list where a name belongs', 'admin/suppliers', { supplier: ['a', 'b'] }],
    ['a body that is an array', 'admin/departments', [{ name: 'x' }]],
    ['a thousand and one processes', 'admin/types', { name: 'x', responsibilities: Array.from({ length: 1001 }, () => '0190b5a0-0000-7000-8000-000000000000') }],
    ['a price that is no number', 'admin/articles', { name: 'x', code: 'XY1', price: 'shume' }],
  ])('%s', async (_name, path, body) => {
    expect((await expectUnchanged(() => post(path, body))).status).toBe(422);
  });

  it('a page of the audit log past any offset the database takes', async () => {
    expect((await s.request('GET', 'admin/audits/show?page=99999999999999999999', { token: admin })).status).toBe(422);
  });
});
