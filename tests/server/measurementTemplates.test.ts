import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { formOf, pdfBytes, pngBytes, storedFiles } from '../fixtures/files.js';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(() => s.close());

const createTemplate = (token: string, name: string | undefined, file: [Buffer, string] | undefined, prefix = '') =>
  s.request('POST', `${prefix}measurement-templates`, {
    token,
    form: formOf(name === undefined ? {} : { nameOfFile: name }, file ? [['template', file[0], file[1]]] : []),
  });

describe('measurement templates', () => {
  it('creates a template from a PDF and reads it back as {id, nameOfFile, template: {id, url, fileName}}', async () => {
    const res = await createTemplate(admin, 'Kuzhina standarde', [pdfBytes('kitchen'), 'kuzhina.pdf']);
    expect(res.status).toBe(201);
    const t = res.body.data;
    expect(t).toMatchObject({
      id: expect.any(String),
      nameOfFile: 'Kuzhina standarde',
      template: { id: expect.any(String), url: `/api/v1/files/${t.template.id}`, fileName: 'kuzhina.pdf' },
    });
    const one = await s.request('GET', `measurement-templates/${t.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(t);
    const list = await s.request('GET', 'measurement-templates', { token: admin });
    expect(list.body.data).toContainEqual(t);
    const pdf = await s.request('GET', `files/${t.template.id}`, { token: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.body).toBe(pdfBytes('kitchen').toString());
  });

  it('names a template after its file when no name is given', async () => {
    const res = await createTemplate(admin, undefined, [pdfBytes(), 'Dhoma gjumi.pdf']);
    expect(res.status).toBe(201);
    expect(res.body.data.nameOfFile).toBe('Dhoma gjumi');
  });

  it("refuses a template without a file with 'Ju lutem nkarkoni file-in!' and stores nothing", async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await createTemplate(admin, 'Pa file', undefined);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Ju lutem nkarkoni file-in!', errors: { template: 'Ju lutem nkarkoni file-in!' } });
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it('refuses an image renamed to .pdf with the PDF message', async () => {
    const res = await createTemplate(admin, 'Foto', [pngBytes(), 'skica.pdf']);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ template: 'Lejohen vetem file PDF!' });
  });

  it('edits the name alone and keeps the PDF', async () => {
    const t = (await createTemplate(admin, 'Emri i vjeter', [pdfBytes(), 'a.pdf'])).body.data;
    const res = await s.request('POST', `measurement-templates/${t.id}`, { token: admin, form: formOf({ nameOfFile: 'Emri i ri' }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nameOfFile: 'Emri i ri', template: t.template });
  });

  it('replaces the PDF and deletes the replaced one with its bytes', async () => {
    const t = (await createTemplate(admin, 'Zevendesim', [pdfBytes('old'), 'old.pdf'])).body.data;
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await s.request('POST', `measurement-templates/${t.id}`, {
      token: admin,
      form: formOf({}, [['template', pdfBytes('new'), 'new.pdf']]),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.nameOfFile).toBe('Zevendesim');
    expect(res.body.data.template).toMatchObject({ fileName: 'new.pdf' });
    expect(res.body.data.template.id).not.toBe(t.template.id);
    expect((await s.request('GET', `files/${t.template.id}`, { token: admin })).status).toBe(404);
    expect((await s.request('GET', `files/${res.body.data.template.id}`, { token: admin })).body).toBe(pdfBytes('new').toString());
    const after = await storedFiles(s.connection, s.config.dataDir);
    expect(after.rows).toBe(before.rows);
    expect(after.onDisk).toHaveLength(before.onDisk.length);
  });

  it('refuses a non-PDF replacement and keeps the template as it was', async () => {
    const t = (await createTemplate(admin, 'Mbetet', [pdfBytes(), 'keep.pdf'])).body.data;
    const res = await s.request('POST', `measurement-templates/${t.id}`, {
      token: admin,
      form: formOf({ nameOfFile: 'Ndryshuar' }, [['template', pngBytes(), 'x.pdf']]),
    });
    expect(res.status).toBe(422);
    expect((await s.request('GET', `measurement-templates/${t.id}`, { token: admin })).body.data).toEqual(t);
  });

  it('deletes a template together with its file', async () => {
    const t = (await createTemplate(admin, 'Fshihet', [pdfBytes(), 'gone.pdf'])).body.data;
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await s.request('DELETE', `measurement-templates/${t.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect((await s.request('GET', `measurement-templates/${t.id}`, { token: admin })).status).toBe(404);
    expect((await s.request('GET', `files/${t.template.id}`, { token: admin })).status).toBe(404);
    const after = await storedFiles(s.connection, s.config.dataDir);
    expect(after.rows).toBe(before.rows - 1);
    expect(after.onDisk).toHaveLength(before.onDisk.length - 1);
  });

  it('answers the same under admin/measurement-templates', async () => {
    const created = await createTemplate(admin, 'Nga admin', [pdfBytes(), 'admin.pdf'], 'admin/');
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await s.request('GET', 'admin/measurement-templates', { token: admin })).body.data).toContainEqual(created.body.data);
    expect((await s.request('GET', `measurement-templates/${id}`, { token: admin })).body.data).toEqual(created.body.data);
    expect((await s.request('DELETE', `admin/measurement-templates/${id}`, { token: admin })).status).toBe(200);
  });

  it('lets every user read templates and only admins write them', async () => {
    const t = (await createTemplate(admin, 'Per te gjithe', [pdfBytes(), 'all.pdf'])).body.data;
    for (const user of ['office', 'worker', 'observer']) {
      const token = await s.login(user);
      expect((await s.request('GET', `measurement-templates/${t.id}`, { token })).status).toBe(200);
      expect((await createTemplate(token, 'Jo', [pdfBytes(), 'no.pdf'])).status).toBe(403);
      expect((await s.request('DELETE', `measurement-templates/${t.id}`, { token })).status).toBe(403);
    }
  });

  it("answers 404 for another company's template and for an id that is no id", async () => {
    const t = (await createTemplate(admin, 'Demo vetem', [pdfBytes(), 'demo.pdf'])).body.data;
    const acme = await s.login('admin', 'acme');
    expect((await s.request('GET', `measurement-templates/${t.id}`, { token: acme })).status).toBe(404);
    expect((await s.request('GET', 'measurement-templates', { token: acme })).body.data).not.toContainEqual(t);
    const edit = await s.request('POST', `measurement-templates/${t.id}`, { token: acme, form: formOf({ nameOfFile: 'Vjedhur' }) });
    expect(edit.status).toBe(404);
    expect((await s.request('DELETE', `measurement-templates/${t.id}`, { token: acme })).status).toBe(404);
    expect((await s.request('GET', 'measurement-templates/not-an-id', { token: admin })).status).toBe(404);
    expect((await s.request('GET', `measurement-templates/${t.id}`, { token: admin })).body.data.nameOfFile).toBe('Demo vetem');
  });
});
