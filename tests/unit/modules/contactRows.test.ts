// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientRow, ProjectRow } from '../../../domain/contact/rows.js';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import type { Command } from '../../../src/local/types.js';
import { deleteClientCommand } from '../../../src/modules/contact/form/contactCommands';
import { draftOfClient, emptyClientDraft, emptyProjectDraft, type ContactDraft } from '../../../src/modules/contact/form/contactDraft';
import { planContactSave, type SaveSources } from '../../../src/modules/contact/form/planContactSave';
import { readContactForm } from '../../../src/modules/contact/form/readContactForm';
import { clientRow, projectRow } from '../../fixtures/contactRows.js';
import { uniqueDbName } from '../local/harness.js';

/**
 * What a contact save writes on the device at once (the server's own rows
 * are compared field by field in tests/unit/contracts/optimisticRows.test.ts)
 * and what the form reads from the mirror.
 */

const PRISHTINE = { id: 1, name: 'Prishtine' };
const PRIZREN = { id: 2, name: 'Prizren' };
const sources = (over: Partial<SaveSources> = {}): SaveSources => ({
  stored: null,
  storedProjects: new Map(),
  files: new Map(),
  places: {
    country: (id) => (id === 76 ? { id: 76, name: 'Kosove' } : null),
    // A lookup may carry more than a row names (the city's country): the row keeps its id and name.
    city: (id) => [PRISHTINE, PRIZREN].map((c) => ({ ...c, countryId: 76 })).find((c) => c.id === id) ?? null,
  },
  newId: newId(),
  creator: { agentId: 'agent-1', agent: 'Drita Berisha' },
  ...over,
});
const saveContext = { name: 'Arta Gashi', form: { to: '/dashboard/contact/create', data: {} } };

let db: ZanatiDb | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
});
const local = () => (db ??= openLocalDb(uniqueDbName('contact-rows')));
const applied = async (command: Command) => {
  await enqueue(local(), command);
  return local();
};

describe('the optimistic rows', () => {
  it('write a new client as the server stores it: capitalised, named places, the agent, module 1; and its projects', async () => {
    const kitchen = { ...emptyProjectDraft(newId()), projectName: 'Kuzhina', orders: ['0190a000-0000-7000-8000-000000000001'], projectLocation: '42.66,21.16' };
    const draft: ContactDraft = { client: { ...emptyClientDraft(), firstnameAndLastname: 'arta', lastName: 'Gashi', phoneNumber: '044 123 456', cityId: 1 }, projects: [kitchen] };
    const id = newId();
    const rows = await applied(planContactSave(draft, sources({ newId: id }), saveContext)[0]!);
    expect(await rows.clients.get(id)).toMatchObject({
      firstnameAndLastname: 'Arta',
      phoneNumber: '044 123 456',
      email: null,
      fiscalNumber: null,
      country: { id: 76, name: 'Kosove' },
      city: PRISHTINE,
      agentId: 'agent-1',
      agent: 'Drita Berisha',
      moduleId: 1,
      archivedAt: null,
    });
    expect((await rows.clients.get(id))?.city).toEqual(PRISHTINE);
    expect(await rows.projects.get(kitchen.id)).toMatchObject({ clientId: id, projectName: 'Kuzhina', shipmentDestinationId: 1, orders: kitchen.orders, projectFiles: [], projectLocation: '42.66,21.16' });
  });

  it('write an edit over the row as it is now, naming a changed city, keeping what the edit leaves out', async () => {
    const stored: ClientRow = clientRow({ cityId: 1, city: PRISHTINE, email: 'a@b.c' });
    await local().clients.put({ ...stored, phoneNumber: '049 000 000' });
    const [command] = planContactSave({ client: { ...draftOfClient(stored), cityId: 2 }, projects: [] }, sources({ stored }), saveContext);
    const rows = await applied(command!);
    const edited = await rows.clients.get(stored.id);
    expect(edited).toMatchObject({ cityId: 2, phoneNumber: '049 000 000', email: 'a@b.c' });
    expect(edited?.city).toEqual(PRIZREN);
  });

  it('remove a deleted client with its projects and their files', async () => {
    const client = clientRow();
    const p: ProjectRow = projectRow({ clientId: client.id });
    await local().clients.put(client);
    await local().projects.put(p);
    await local().files.put({ id: newId(), ownerId: p.id, ownerType: 'projects', fileName: 'a.pdf' });
    const rows = await applied(deleteClientCommand({ id: client.id, name: 'Arta Gashi' }));
    expect([await rows.clients.count(), await rows.projects.count(), await rows.files.count()]).toEqual([0, 0, 0]);
  });
});

describe('the form reads the mirror', () => {
  it('offers as measurers the users with the measures permission, and whoever a project already names', async () => {
    const user = (id: string, assignable: ('measures' | 'transport')[], deletedAt: string | null = null) => ({
      id,
      username: id,
      firstname: id,
      lastname: 'X',
      email: '',
      avatarFileId: null,
      deletedAt,
      permissions: [],
      assignable,
      responsibilities: [],
      departments: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const client = clientRow();
    await local().clients.put(client);
    await local().projects.put(projectRow({ clientId: client.id, measureAssignee: 'Former' }));
    await local().users.bulkPut([user('Mira', ['measures']), user('Driton', ['transport']), user('Former', []), user('Gone', ['measures'], '2026-02-01T00:00:00.000Z')]);
    const { assigneeOptions, client: read, projects } = await readContactForm(local(), client.id);
    expect(assigneeOptions.map((o) => o.value)).toEqual(['Former', 'Mira']);
    expect(read?.id).toBe(client.id);
    expect(projects).toHaveLength(1);
  });
});
