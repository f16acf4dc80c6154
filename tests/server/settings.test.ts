import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, pdfBytes, pngBytes } from '../fixtures/files.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let admin: string;
let office: string;
let worker: string;
let acmeAdmin: string;
beforeAll(async () => {
  s = await startTestServer();
  [admin, office, worker, acmeAdmin] = await Promise.all([s.login('admin'), s.login('office'), s.login('worker'), s.login('admin', 'acme')]);
});
afterAll(() => s.close());

const valid = {
  companyName: 'Mobileria Zanati SH.P.K.',
  address: 'Rruga B 4\n10000 Prishtine',
  phone: '+383 44 000 111',
  email: 'zyra@zanati.example',
  taxNumber: '811000111',
  businessNumber: '810000222',
  bankName: 'Banka Ekonomike',
  bankAccount: 'XK05 1212 0123 4567 8906',
  offerTexts: ['', 'Pagesa e dyte behet ne diten e dergeses.', '', '', ''],
  tileUrl: 'https://tiles.zanati.example/{z}/{x}/{y}.png',
  mirrorMonths: 24,
};

const read = async (token: string) => (await s.request('GET', 'settings', { token })).body.data;
const companyOf = async (code: string) => (await s.connection.db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('company settings', () => {
  it("the demo seed fills the demo company's settings with a logo; a company that never saved them reads the defaults", async () => {
    // acme is seeded with settings too (every tenant table has rows): take them away to be a company that never saved any.
    await s.connection.db.deleteFrom('companySettings').where('companyId', '=', await companyOf('acme')).execute();
    const demo = await read(worker);
    expect(demo).toMatchObject({ companyName: 'Zanati Demo Mobileri', bankAccount: 'XK05 1212 0123 4567 8906', offerTexts: '[]', tileUrl: '', logoFileId: expect.any(String) });
    const logo = await s.request('GET', `files/${demo.logoFileId}`, { token: worker });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/jpeg');
    expect(await read(acmeAdmin)).toEqual({ id: null, companyName: '', address: '', phone: '', email: '', taxNumber: '', businessNumber: '', bankName: '', bankAccount: '', logoFileId: null, offerTexts: '[]', tileUrl: '', mirrorMonths: 12 });
  });

  it('every signed-in user reads them; only admins save them (403, nothing changed)', async () => {
    const before = await read(admin);
    for (const token of [office, worker]) {
      expect((await s.request('GET', 'settings', { token })).status).toBe(200);
      const res = await s.request('POST', 'settings', { token, body: valid });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!');
    }
    expect(await read(admin)).toEqual(before);
  });

  it('a NUL in any text (the write fuzz found one in companyName: a 500 on PostgreSQL) is refused with the invalid-value text, nothing changed, on both databases', async () => {
    const before = await read(admin);
    for (const body of [{ ...valid, companyName: 'Zanati\u0000' }, { ...valid, withoutInstallation: true, companyName: '\u0000' }]) {
      const res = await s.request('POST', 'settings', { token: admin, body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Vlera nuk eshte e vlefshme!');
      expect(res.body.errors).toEqual({ companyName: 'Vlera nuk eshte e vlefshme!' });
    }
    expect(await read(admin)).toEqual(before);
  });

  it('an admin saves them through the Writer: the row answered, audited, and in every device feed of the company', async () => {
    const companyId = await companyOf('demo');
    const res = await s.request('POST', 'settings', { token: admin, body: valid });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Te dhenat u ruajten me sukses!');
    const { offerTexts, ...texts } = valid;
    expect(res.body.data).toMatchObject({ ...texts, offerTexts: JSON.stringify(offerTexts), logoFileId: expect.any(String) });
    expect(await read(worker)).toEqual(res.body.data);
    const audited = await s.connection.db.selectFrom('auditLog').select('event').where('auditableType', '=', 'companySettings').where('auditableId', '=', res.body.data.id).execute();
    expect(audited.map((a) => a.event)).toContain('updated');
    const change = await s.connection.db.selectFrom('changes').select(['op', 'entity']).where('companyId', '=', companyId).where('entityId', '=', res.body.data.id).executeTakeFirst();
    expect(change).toMatchObject({ op: 'put', entity: 'companySettings' });
    // One row per company: a second save updates it.
    const again = await s.request('POST', 'settings', { token: admin, body: { ...valid, companyName: 'Zanati' } });
    expect(again.body.data.id).toBe(res.body.data.id);
    expect(await s.connection.db.selectFrom('companySettings').select('id').where('companyId', '=', companyId).execute()).toHaveLength(1);
  });

  it("a company's first save creates its row; another company's settings are untouched", async () => {
    const demo = await read(admin);
    const res = await s.request('POST', 'settings', { token: acmeAdmin, body: { companyName: 'Acme Kuzhina' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: expect.any(String), companyName: 'Acme Kuzhina', offerTexts: '[]', logoFileId: null });
    expect(await read(admin)).toEqual(demo);
  });

  it.each([
    ['a blank company name', { companyName: '  ' }, 'companyName', 'Emri i kompanise eshte obligativ!'],
    ['an IBAN whose check digits fail', { bankAccount: 'XK06 1212 0123 4567 8906' }, 'bankAccount', 'IBAN nuk eshte i sakte!'],
    ['a tile server over http', { tileUrl: 'http://tiles.example/{z}/{x}/{y}.png' }, 'tileUrl', 'Adresa e hartes duhet te filloje me https:// dhe te kete z, x dhe y ne kllapa gjarperore!'],
    ['a tile server without {y}', { tileUrl: 'https://tiles.example/{z}/{x}.png' }, 'tileUrl', 'Adresa e hartes duhet te filloje me https:// dhe te kete z, x dhe y ne kllapa gjarperore!'],
    ['four standard texts', { offerTexts: ['', '', '', ''] }, 'offerTexts', 'Tekstet standarde te ofertes duhet te jene 5!'],
    ['a window of 13 months', { mirrorMonths: 13 }, 'mirrorMonths', 'Zgjidhni sa muaj pune te perfunduar ruhen ne pajisje!'],
    ['a window in words', { mirrorMonths: 'shume' }, 'mirrorMonths', 'Zgjidhni sa muaj pune te perfunduar ruhen ne pajisje!'],
    ['a bad email', { email: 'zyra@' }, 'email', 'Invalid email'],
  ])('refuses %s with 422 and its message, changing nothing', async (_name, change, field, message) => {
    const before = await read(admin);
    const res = await s.request('POST', 'settings', { token: admin, body: { ...valid, ...change } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBe(message);
    expect(await read(admin)).toEqual(before);
  });

  it('takes a logo as multipart, replaces it (the old file deleted) and removes it', async () => {
    const first = await s.request('POST', 'settings', { token: admin, form: formOf({ companyName: 'Me logo', 'offerTexts[]': '' }, [['logo', pngBytes(), 'logo.png']]) });
    expect(first.status).toBe(422);
    expect(first.body.errors.offerTexts).toBe('Tekstet standarde te ofertes duhet te jene 5!');
    const saved = await s.request('POST', 'settings', { token: admin, form: formOf({ companyName: 'Me logo' }, [['logo', pngBytes(), 'logo.png']]) });
    expect(saved.status).toBe(200);
    const logoId: string = saved.body.data.logoFileId;
    const file = await s.connection.db.selectFrom('files').select(['ownerType', 'ownerId', 'mime']).where('id', '=', logoId).executeTakeFirstOrThrow();
    expect(file).toEqual({ ownerType: 'companySettings', ownerId: saved.body.data.id, mime: 'image/png' });
    expect((await s.request('GET', `files/${logoId}`, { token: office })).status).toBe(200);

    const replaced = await s.request('POST', 'settings', { token: admin, form: formOf({ companyName: 'Me logo' }, [['logo', pngBytes(), 'logo2.png']]) });
    expect(replaced.body.data.logoFileId).not.toBe(logoId);
    expect((await s.request('GET', `files/${logoId}`, { token: admin })).status).toBe(404);

    const removed = await s.request('POST', 'settings', { token: admin, body: { companyName: 'Me logo', removeLogo: 1 } });
    expect(removed.body.data.logoFileId).toBeNull();
    expect((await s.request('GET', `files/${replaced.body.data.logoFileId}`, { token: admin })).status).toBe(404);
  });

  it('refuses a logo that is no image, keeping the current one', async () => {
    const before = await read(admin);
    const res = await s.request('POST', 'settings', { token: admin, form: formOf({ companyName: 'PDF' }, [['logo', pdfBytes(), 'logo.png']]) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ logo: 'Lejohen vetem fotografi (JPEG, PNG, WebP)!' });
    expect(await read(admin)).toEqual(before);
  });
});
