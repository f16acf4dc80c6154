import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { formOf, pdfBytes, pngBytes, storedFiles } from '../fixtures/files.js';
import { floorProduct, setUpFloor, type Floor } from '../fixtures/productionFloor.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let floor: Floor;
beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
});
afterAll(() => s.close());

const upload = (token: string, fields: Record<string, string>, files: [string, Buffer, string][]) => s.request('POST', 'project-blueprint', { token, form: formOf(fields, files) });

describe('blueprints (spec 001 §2 "Blueprints", §7)', () => {
  it('stores each uploaded drawing as a blueprint of the project or product, named after its file, and lists them by project', async () => {
    const p = await floorProduct(s, floor);
    const id = newId();
    const one = await upload(floor.tokens.worker, { id, projectId: p.projectId, productId: p.productId }, [['blueprint', pdfBytes('skica'), 'Skica e kuzhines.pdf']]);
    expect(one.status).toBe(201);
    expect(one.body.data).toEqual([expect.objectContaining({ id, projectId: p.projectId, productId: p.productId, nameOfBlueprint: 'Skica e kuzhines' })]);
    const many = await upload(floor.tokens.admin, { projectId: p.projectId }, [
      ['blueprint[]', pdfBytes('a'), 'Plani.pdf'],
      ['blueprint[]', pngBytes(), 'Foto e murit.png'],
    ]);
    expect(many.status).toBe(201);
    expect(many.body.data.map((b: { nameOfBlueprint: string; productId: string | null }) => [b.nameOfBlueprint, b.productId])).toEqual([
      ['Plani', null],
      ['Foto e murit', null],
    ]);
    const listed = await s.request('GET', `project-blueprint/${p.projectId}/products`, { token: floor.tokens.worker });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([id, ...many.body.data.map((b: { id: string }) => b.id)]));
    const file = await s.request('GET', `files/${one.body.data[0].fileId}`, { token: floor.tokens.worker });
    expect(file.status).toBe(200);
  });

  it('refuses an upload without a file, a file that is neither PDF nor image, several files under one id, and users without production or blueprints', async () => {
    const p = await floorProduct(s, floor);
    const before = await storedFiles(s.connection, s.config.dataDir);
    expect((await upload(floor.tokens.worker, { projectId: p.projectId }, [])).body).toMatchObject({ message: MSG.uploadFile });
    expect((await upload(floor.tokens.worker, { projectId: p.projectId }, [['blueprint', Buffer.from('MZ not a drawing'), 'skica.pdf']])).status).toBe(422);
    const twice = await upload(floor.tokens.worker, { id: newId(), projectId: p.projectId }, [
      ['blueprint[]', pdfBytes('a'), 'a.pdf'],
      ['blueprint[]', pdfBytes('b'), 'b.pdf'],
    ]);
    expect(twice.status).toBe(422);
    expect((await upload(floor.tokens.office, { projectId: p.projectId }, [['blueprint', pdfBytes(), 'x.pdf']])).status).toBe(403);
    expect(await storedFiles(s.connection, s.config.dataDir)).toEqual(before);
  });

  it('deletes a blueprint with its file for fullPrivileges, not a department admin the settings do not name', async () => {
    const p = await floorProduct(s, floor);
    const made = (await upload(floor.tokens.worker, { projectId: p.projectId }, [['blueprint', pdfBytes('fshi'), 'fshi.pdf']])).body.data[0];
    expect((await s.request('DELETE', `project-blueprint/${made.id}`, { token: floor.tokens.chief })).status).toBe(403);
    expect((await s.request('DELETE', `project-blueprint/${made.id}`, { token: floor.tokens.admin })).status).toBe(200);
    expect((await s.request('GET', `files/${made.fileId}`, { token: floor.tokens.admin })).status).toBe(404);
  });

  it('deletes for the people of the departments the production settings name, and for no one else but full privileges', async () => {
    const p = await floorProduct(s, floor);
    const drawing = async () => (await upload(floor.tokens.worker, { projectId: p.projectId }, [['blueprint', pdfBytes(newId()), 'skica.pdf']])).body.data[0] as { id: string; fileId: string };
    const settings = (departments: string[]) => s.request('POST', 'admin/production-settings', { token: floor.tokens.admin, body: { blueprintDeleteDepartments: departments } });
    const first = await drawing();
    // Named: the worker (one of the department's processes) and the chief (its admin) may; the outsider still may not.
    expect((await settings([floor.departmentId])).status).toBe(200);
    expect((await s.request('DELETE', `project-blueprint/${first.id}`, { token: floor.tokens.outsider })).status).toBe(403);
    expect((await s.request('DELETE', `project-blueprint/${first.id}`, { token: floor.tokens.worker })).status).toBe(200);
    expect((await s.request('GET', `files/${first.fileId}`, { token: floor.tokens.admin })).status).toBe(404);
    const second = await drawing();
    expect((await s.request('DELETE', `project-blueprint/${second.id}`, { token: floor.tokens.chief })).status).toBe(200);
    // Taken off the list: refused again, and the drawing stays.
    expect((await settings([])).status).toBe(200);
    const third = await drawing();
    expect((await s.request('DELETE', `project-blueprint/${third.id}`, { token: floor.tokens.worker })).status).toBe(403);
    expect((await s.request('GET', `files/${third.fileId}`, { token: floor.tokens.admin })).status).toBe(200);
    // Not a department id: refused with the field named, nothing saved.
    const wrong = await settings(['not-an-id']);
    expect(wrong.status).toBe(422);
  });
});
