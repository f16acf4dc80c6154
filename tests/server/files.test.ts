import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { attachFiles, removeFile, withStagedFiles } from '../../server/files/attachments.js';
import { FileUrlSigner } from '../../server/files/signedUrl.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, writeDirect, type CompanyUsers } from '../fixtures/directWrite.js';
import { formOf, pdfBytes, pdfOfSize, pngBytes, rawMultipart, storedFiles, uploadedFileOf } from '../fixtures/files.js';

let s: TestServer;
let admin: string;
let demo: CompanyUsers;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
  demo = await companyUsers(s.connection, 'demo');
});
afterAll(() => s.close());

/** A template's PDF: the one upload route this module owns, so the files' carrier in these tests. */
async function uploadPdf(bytes: Buffer = pdfBytes(), name = 'skica.pdf'): Promise<{ templateId: string; fileId: string }> {
  const res = await s.request('POST', 'measurement-templates', { token: admin, form: formOf({ nameOfFile: 'T' }, [['template', bytes, name]]) });
  expect(res.status).toBe(201);
  return { templateId: res.body.data.id, fileId: res.body.data.template.id };
}

const origin = () => new URL(s.api).origin;
const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url.startsWith('/') ? `${origin()}${url}` : url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('upload, download and delete', () => {
  it('serves the stored bytes with the sniffed type, nosniff and an attachment disposition, then deletes them', async () => {
    const bytes = pdfBytes('round trip');
    const { templateId, fileId } = await uploadPdf(bytes, 'matje.pdf');
    const got = await fetchBytes(`${s.api}/files/${fileId}`, { authorization: `Bearer ${admin}` });
    expect(got.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="matje.pdf"; filename*=UTF-8''matje.pdf`);

    const row = await s.connection.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerType: 'measurementTemplates', ownerId: templateId, kind: 'template', mime: 'application/pdf', size: bytes.length });
    const onDisk = path.join(s.config.dataDir, 'files', row.storedName);
    expect(fs.readFileSync(onDisk).equals(bytes)).toBe(true);

    const del = await s.request('DELETE', `measurement-templates/assets/${fileId}`, { token: admin });
    expect(del.status).toBe(200);
    expect(fs.existsSync(onDisk)).toBe(false);
    expect(await s.connection.db.selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst()).toBeUndefined();
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(404);
    expect((await s.request('GET', `measurement-templates/${templateId}`, { token: admin })).body.data).toMatchObject({ fileId: null, template: null });
  });

  it('opens an image or PDF inline only when asked', async () => {
    const { fileId } = await uploadPdf();
    const res = await s.request('GET', `files/${fileId}?inline=1`, { token: admin });
    expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
  });

  it('refuses a PNG renamed to .pdf with the PDF message, with no row and no bytes stored', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await s.request('POST', 'measurement-templates', { token: admin, form: formOf({ nameOfFile: 'X' }, [['template', pngBytes(), 'plan.pdf']]) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Lejohen vetem file PDF!', errors: { template: 'Lejohen vetem file PDF!' } });
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it("answers 413 with 'File-i eshte me i madh se 20 MB!' for a 21 MB upload and stores nothing", async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const res = await s.request('POST', 'measurement-templates', {
      token: admin,
      form: formOf({ nameOfFile: 'I madh' }, [['template', pdfOfSize(21 * 1024 * 1024), 'big.pdf']]),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File-i eshte me i madh se 20 MB!');
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
    // The connection and the server are still fine afterwards.
    expect((await s.request('GET', 'measurement-templates', { token: admin })).status).toBe(200);
  });
});

describe('Content-Disposition', () => {
  const uploadNamed = (fileName: string) => {
    const { body, contentType } = rawMultipart([{ field: 'template', fileNameStar: fileName, bytes: pdfBytes() }]);
    return fetch(`${s.api}/measurement-templates`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': contentType }, body });
  };

  it('never takes a part whose name carries a line break as a file', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const up = await uploadNamed('a"b\r\nX-Evil: 1.pdf');
    expect(up.status).toBe(422);
    expect(await up.json()).toMatchObject({ errors: { template: 'Ju lutem nkarkoni file-in!' } });
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it('stores an uploaded name without control characters and quotes it safely on download', async () => {
    const up = await uploadNamed('a"b\tX-Evil: 1.pdf');
    expect(up.status).toBe(201);
    const created = (await up.json()) as { data: { template: { id: string; fileName: string } } };
    expect(created.data.template.fileName).toBe('a"bX-Evil: 1.pdf');
    const res = await fetchBytes(`${s.api}/files/${created.data.template.id}`, { authorization: `Bearer ${admin}` });
    expect(res.headers.get('x-evil')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="abX-Evil: 1.pdf"; filename*=UTF-8''a%22bX-Evil%3A%201.pdf`);
  });

  it('sends a stored name with CR, LF, quotes and backslashes as one safe header', async () => {
    const fileId = await storeRowDirectly('a"b\r\nX-Evil: 1\\c.pdf');
    const res = await fetchBytes(`${s.api}/files/${fileId}`, { authorization: `Bearer ${admin}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-evil')).toBeNull();
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="abX-Evil: 1c.pdf"; filename*=UTF-8''a%22bX-Evil%3A%201%5Cc.pdf`);
  });

  it('keeps the extension of the type the bytes are, never the one the name claims, and no path', async () => {
    const up = await uploadNamed('../../../../etc/passwd.html');
    expect(up.status).toBe(201);
    const created = (await up.json()) as { data: { template: { id: string; fileName: string } } };
    expect(created.data.template.fileName).toBe('passwd.pdf');
    const res = await fetchBytes(`${s.api}/files/${created.data.template.id}`, { authorization: `Bearer ${admin}` });
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
    const named = (await (await uploadNamed('Skica.PDF')).json()) as { data: { template: { fileName: string } } };
    expect(named.data.template.fileName).toBe('Skica.PDF');
  });

  it('keeps a unicode name exact in filename* with an ASCII fallback', async () => {
    const up = await uploadNamed('Përshtypje çmimi (100%) 日本.pdf');
    const created = (await up.json()) as { data: { nameOfFile: string; template: { id: string } } };
    expect(created.data.nameOfFile).toBe('Përshtypje çmimi (100%) 日本');
    const res = await fetchBytes(`${s.api}/files/${created.data.template.id}`, { authorization: `Bearer ${admin}` });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Pershtypje cmimi (100_) __.pdf"; filename*=UTF-8''P%C3%ABrshtypje%20%C3%A7mimi%20%28100%25%29%20%E6%97%A5%E6%9C%AC.pdf`,
    );
  });
});

/** A files row and its bytes written around the API: for names no upload can produce. */
async function storeRowDirectly(fileName: string): Promise<string> {
  const id = newId();
  const storedName = `${id}.pdf`;
  fs.mkdirSync(path.join(s.config.dataDir, 'files'), { recursive: true });
  fs.writeFileSync(path.join(s.config.dataDir, 'files', storedName), pdfBytes());
  const now = new Date().toISOString();
  await s.connection.db
    .insertInto('files')
    .values({ id, companyId: demo.companyId, ownerType: 'projects', ownerId: newId(), kind: 'projectFiles', fileName, storedName, mime: 'application/pdf', size: pdfBytes().length, createdBy: null, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

describe('who may read a file', () => {
  it('needs a token or a signed link', async () => {
    const { fileId } = await uploadPdf();
    expect((await s.request('GET', `files/${fileId}`)).status).toBe(401);
    expect((await s.request('GET', `files/${fileId}`, { token: 'not-a-token' })).status).toBe(401);
    expect((await s.request('GET', `files/${fileId}/url`)).status).toBe(401);
  });

  it('lets any signed-in user of the company read it', async () => {
    const { fileId } = await uploadPdf();
    const driver = await s.login('driver');
    expect((await s.request('GET', `files/${fileId}`, { token: driver })).status).toBe(200);
  });

  it("answers 404 for another company's file, its link and its removal", async () => {
    const { fileId } = await uploadPdf();
    const acme = await s.login('admin', 'acme');
    expect((await s.request('GET', `files/${fileId}`, { token: acme })).status).toBe(404);
    expect((await s.request('GET', `files/${fileId}/url`, { token: acme })).status).toBe(404);
    expect((await s.request('DELETE', `measurement-templates/assets/${fileId}`, { token: acme })).status).toBe(404);
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(200);
  });

  it('answers 404 for an id that is no id', async () => {
    expect((await s.request('GET', 'files/nope', { token: admin })).status).toBe(404);
    expect((await s.request('DELETE', 'measures/assets/nope', { token: admin })).status).toBe(404);
  });
});

describe('signed download links', () => {
  it('serve the file without a bearer token for five minutes', async () => {
    const bytes = pdfBytes('signed');
    const { fileId } = await uploadPdf(bytes);
    const res = await s.request('GET', `files/${fileId}/url?inline=1`, { token: admin });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url, origin());
    expect(url.pathname).toBe(`/api/v1/files/${fileId}`);
    const exp = Number(url.searchParams.get('exp'));
    const now = Date.now() / 1000;
    expect(exp).toBeGreaterThan(now + 290);
    expect(exp).toBeLessThanOrEqual(now + 301);
    const got = await fetchBytes(res.body.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.headers.get('content-disposition')).toMatch(/^inline; /);
  });

  it('refuse a link that expired, was tampered with, or names another file or user', async () => {
    const { fileId } = await uploadPdf();
    const other = await uploadPdf();
    const signer = await FileUrlSigner.open(s.config.dataDir);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const adminId = demo.users.admin!;
    expect((await fetchBytes(signer.url(fileId, nowSeconds + 60, adminId, false))).status).toBe(200);
    expect((await fetchBytes(signer.url(fileId, nowSeconds - 1, adminId, false))).status).toBe(403);

    const good = new URL(signer.url(fileId, nowSeconds + 60, adminId, false), origin());
    const sig = good.searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const exp = good.searchParams.get('exp')!;
    expect((await fetchBytes(`${good.pathname}?exp=${exp}&uid=${adminId}&sig=${flipped}`)).status).toBe(403);
    expect((await fetchBytes(`${good.pathname}?exp=${nowSeconds + 3600}&uid=${adminId}&sig=${sig}`)).status).toBe(403);
    expect((await fetchBytes(`${good.pathname}?exp=${exp}&uid=${demo.users.driver!}&sig=${sig}`)).status).toBe(403);
    expect((await fetchBytes(`/api/v1/files/${other.fileId}?exp=${exp}&uid=${adminId}&sig=${sig}`)).status).toBe(403);
    expect((await fetchBytes(`${good.pathname}?uid=${adminId}&sig=${sig}`)).status).toBe(422);
    // The link was made to download: asking it to open in the page is another link, unsigned.
    expect((await fetchBytes(`${good.pathname}?exp=${exp}&uid=${adminId}&sig=${sig}&inline=1`)).status).toBe(403);
  });

  it("made for a kiosk while nobody acts at it, open what the kiosk reads, and stop when it is revoked", async () => {
    const department = await s.connection.db.selectFrom('departments').select('id').where('companyId', '=', demo.companyId).executeTakeFirstOrThrow();
    const enrolled = await s.request('POST', 'kiosks', { token: admin, body: { name: 'Kioska e lidhjeve', departmentIds: [department.id] } });
    const kiosk = enrolled.body.secret as string;
    const drawing = await s.connection.db.selectFrom('files').select('id').where('companyId', '=', demo.companyId).where('ownerType', '=', 'blueprints').executeTakeFirstOrThrow();
    const link = await s.request('GET', `files/${drawing.id}/url`, { token: kiosk });
    expect(link.status).toBe(200);
    expect(new URL(link.body.url as string, origin()).searchParams.get('uid')).toBe(enrolled.body.kiosk.id);
    expect((await fetchBytes(link.body.url as string)).status).toBe(200);
    expect((await s.request('POST', `kiosks/${enrolled.body.kiosk.id as string}/revoke`, { token: admin })).status).toBe(200);
    expect((await fetchBytes(link.body.url as string)).status).toBe(404);
  });
});

describe('removing a file through {type}/assets', () => {
  it("needs write permission on the path's module", async () => {
    const { fileId } = await uploadPdf();
    for (const user of ['office', 'observer']) {
      const token = await s.login(user);
      expect((await s.request('DELETE', `measurement-templates/assets/${fileId}`, { token })).status).toBe(403);
    }
    const installer = await s.login('installer');
    expect((await s.request('DELETE', `measures/assets/${fileId}`, { token: installer })).status).toBe(403);
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(200);
  });

  it("refuses a file that belongs to another type's entity", async () => {
    const { fileId } = await uploadPdf();
    for (const type of ['measures', 'offers', 'agreements', 'installations', 'servicing', 'projects']) {
      expect((await s.request('DELETE', `${type}/assets/${fileId}`, { token: admin })).status).toBe(404);
    }
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(200);
  });

  it("lets a project's writer remove a project's file", async () => {
    const fileId = await storeRowDirectly('projekti.pdf');
    const office = await s.login('office');
    expect((await s.request('DELETE', `projects/assets/${fileId}`, { token: office })).status).toBe(200);
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(404);
  });
});

describe('attachFiles and removeFile inside a write', () => {
  const who = () => ({ companyId: demo.companyId, userId: demo.users.admin! });
  const attachPdf = (w: Parameters<typeof attachFiles>[0], staged: Parameters<typeof attachFiles>[1], files = [pdfBytes()]) =>
    attachFiles(w, staged, {
      ownerType: 'projects',
      ownerId: newId(),
      kind: 'projectFiles',
      files: files.map((data, i) => uploadedFileOf(data, `p${i}.pdf`)),
      accept: 'pdf',
      field: 'projectFiles',
    });

  it('removes the bytes it wrote when the transaction rolls back', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    let written = 0;
    const failing = withStagedFiles(s.app.deps.files, (staged) =>
      writeDirect(s.connection, who(), async (w) => {
        written = (await attachPdf(w, staged, [pdfBytes('1'), pdfBytes('2')])).length;
        // Disk only: on SQLite a query here would wait for this transaction's own connection.
        expect(fs.readdirSync(path.join(s.config.dataDir, 'files'))).toHaveLength(before.onDisk.length + 2);
        throw new Error('later step failed');
      }),
    );
    await expect(failing).rejects.toThrow('later step failed');
    expect(written).toBe(2);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it('writes nothing when one of several files is refused', async () => {
    const before = await storedFiles(s.connection, s.config.dataDir);
    const refused = withStagedFiles(s.app.deps.files, (staged) =>
      writeDirect(s.connection, who(), (w) => attachPdf(w, staged, [pdfBytes(), pngBytes()])),
    );
    await expect(refused).rejects.toMatchObject({ statusCode: 422, errors: { projectFiles: 'Lejohen vetem file PDF!' } });
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it("keeps a removed file's bytes until the removal commits", async () => {
    const { fileId } = await uploadPdf();
    const row = await s.connection.db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    const onDisk = path.join(s.config.dataDir, 'files', row.storedName);

    const rolledBack = withStagedFiles(s.app.deps.files, (staged) =>
      writeDirect(s.connection, who(), async (w) => {
        await removeFile(w, staged, fileId);
        expect(fs.existsSync(onDisk)).toBe(true);
        throw new Error('rolled back');
      }),
    );
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(fs.existsSync(onDisk)).toBe(true);
    expect((await s.request('GET', `files/${fileId}`, { token: admin })).status).toBe(200);

    await withStagedFiles(s.app.deps.files, (staged) => writeDirect(s.connection, who(), (w) => removeFile(w, staged, fileId)));
    expect(fs.existsSync(onDisk)).toBe(false);
  });
});

describe('files in the change feed', () => {
  it('publish a file with its link and without its name on disk, and its owner with it', async () => {
    const { templateId, fileId } = await uploadPdf(pdfBytes(), 'feed.pdf');
    const changes: { entity: string; id: string; data: Record<string, unknown> }[] = [];
    let cursor = '';
    for (;;) {
      const page = await s.request('GET', `sync/pull?cursor=${cursor}`, { token: admin });
      changes.push(...page.body.changes);
      cursor = page.body.cursor;
      if (!page.body.hasMore) break;
    }
    const file = changes.find((c) => c.entity === 'files' && c.id === fileId)!.data;
    expect(file).toMatchObject({ fileName: 'feed.pdf', url: `/api/v1/files/${fileId}`, ownerType: 'measurementTemplates', ownerId: templateId });
    expect(file).not.toHaveProperty('storedName');
    expect(file).not.toHaveProperty('companyId');
    const template = changes.find((c) => c.entity === 'measurementTemplates' && c.id === templateId)!.data;
    expect(template).toMatchObject({ template: { id: fileId, fileName: 'feed.pdf', url: `/api/v1/files/${fileId}` } });
  });
});
