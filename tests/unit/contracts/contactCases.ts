import { addDays } from '../../../domain/days.js';
import type { ClientRow } from '../../../domain/contact/rows.js';
import { toIsoDate } from '../../../domain/format.js';
import { newId } from '../../../domain/ids.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import type { ContactSaveContext } from '../../../src/modules/contact/form/contactCommands.js';
import { draftOfClient, draftOfProject, emptyProjectDraft, type ContactDraft } from '../../../src/modules/contact/form/contactDraft.js';
import type { PlaceNames } from '../../../src/modules/contact/form/contactRows.js';
import { planContactSave, type SaveSources } from '../../../src/modules/contact/form/planContactSave.js';
import { loadClients } from '../../../server/routes/contact/clientShape.js';
import { uniqueName, type LocalServer } from '../local/harness.js';

/**
 * Contact's writes for the optimistic-row contract, built by the contact
 * form's own planner (src/modules/contact/form/planContactSave.ts): a new
 * client with one project (one POST clients), then an edit of its last name,
 * city and email; a project added to a demo client (POST projects), then its
 * name, destination, articles and measurer changed. The names are unique, so
 * no save is a duplicate of a seeded one.
 */
export function contactCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const db = () => server().s.connection.db;
  const context: ContactSaveContext = { name: 'kontrate', form: { to: '/dashboard/contact/create', data: {} } };

  let demo: { companyId: string; admin: { id: string; firstname: string; lastname: string }; measurer: string; articles: string[]; places: PlaceNames; cities: number[] } | undefined;
  async function world() {
    if (demo) return demo;
    const company = await db().selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const user = (username: string) => db().selectFrom('users').select(['id', 'firstname', 'lastname']).where('companyId', '=', company.id).where('username', '=', username).executeTakeFirstOrThrow();
    const [admin, office, articles, countries, cities] = await Promise.all([
      user('admin'),
      user('office'),
      db().selectFrom('articles').select('id').where('companyId', '=', company.id).orderBy('id').limit(3).execute(),
      db().selectFrom('countries').select(['id', 'name']).execute(),
      db().selectFrom('cities').select(['id', 'name', 'countryId']).where('countryId', '=', 76).orderBy('id').execute(),
    ]);
    const place = (rows: { id: number; name: string }[]) => (id: number) => rows.find((r) => r.id === id) ?? null;
    demo = {
      companyId: company.id,
      admin,
      measurer: office.id,
      articles: articles.map((a) => a.id),
      places: { country: place(countries), city: place(cities) },
      cities: cities.map((c) => c.id),
    };
    return demo;
  }

  async function sources(stored: ClientRow | null, newClientId: string): Promise<SaveSources> {
    const w = await world();
    const projects = stored ? await mirror().projects.where('clientId').equals(stored.id).toArray() : [];
    return {
      stored,
      storedProjects: new Map(projects.map((p) => [p.id, p])),
      files: new Map(),
      places: w.places,
      newId: newClientId,
      creator: { agentId: w.admin.id, agent: `${w.admin.firstname} ${w.admin.lastname}` },
    };
  }

  const only = (commands: Command[]): Command => {
    if (commands.length !== 1) throw new Error(`expected one command, got ${commands.length}`);
    return commands[0]!;
  };

  async function createClient(id: string): Promise<Command> {
    const w = await world();
    const draft: ContactDraft = {
      client: {
        firstnameAndLastname: 'kontrate',
        lastName: uniqueName('Klient'),
        phoneNumber: '044 123 456',
        secondPhoneNumber: '',
        countryId: 76,
        cityId: w.cities[0]!,
        businessNumber: '810123456',
        address: 'Rr. Nena Tereze 5',
        secondAddress: '',
        email: '',
        bankAccountNumber: '',
        bankAccount: '',
        contactPerson: '',
        companyName: 'Kontrate sh.p.k.',
        parentName: '',
      },
      projects: [{ ...emptyProjectDraft(newId()), projectName: 'Kuzhina', orders: w.articles.slice(0, 2), measureDate: addDays(toIsoDate(new Date()), 3), projectLocation: '42.6629,21.1655' }],
    };
    return only(planContactSave(draft, await sources(null, id), context));
  }

  async function editClient(id: string): Promise<Command> {
    const w = await world();
    const stored = await mirror().clients.get(id);
    if (!stored) throw new Error('no client to edit');
    const client = { ...draftOfClient(stored), lastName: uniqueName('Gashi'), cityId: w.cities[1]!, email: 'kontrate@example.com', companyName: '' };
    const projects = (await mirror().projects.where('clientId').equals(id).toArray()).map(draftOfProject);
    return only(planContactSave({ client, projects }, await sources(stored, id), context));
  }

  /** A demo client as the feed sends it, put in the mirror as a pull would have brought it. */
  let host: ClientRow | undefined;
  async function demoClient(): Promise<ClientRow> {
    if (host) return host;
    const w = await world();
    const row = await db().selectFrom('clients').select('id').where('companyId', '=', w.companyId).where('archivedAt', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const [client] = await loadClients(db(), w.companyId, [row.id]);
    host = client!;
    await mirror().clients.put(host);
    return host;
  }

  async function createProject(id: string): Promise<Command> {
    const w = await world();
    const client = await demoClient();
    const draft: ContactDraft = {
      client: draftOfClient(client),
      projects: [{ ...emptyProjectDraft(id), projectName: uniqueName('Dhoma'), address: 'Rr. B', orders: [w.articles[2]!], shipmentDestinationId: 2, measureAssignee: w.measurer, projectComment: 'Kontrate' }],
    };
    // The client's stored projects are not in the draft's way: only the new one is sent.
    const s = await sources(client, client.id);
    return only(planContactSave(draft, { ...s, storedProjects: new Map() }, context));
  }

  async function editProject(id: string): Promise<Command> {
    const w = await world();
    const client = await demoClient();
    const stored = await mirror().projects.get(id);
    if (!stored) throw new Error('no project to edit');
    const edited = { ...draftOfProject(stored), projectName: uniqueName('Banjo'), shipmentDestinationId: 3 as const, orders: [w.articles[1]!, w.articles[0]!], measureAssignee: null, address: '' };
    const s = await sources(client, client.id);
    return only(planContactSave({ client: draftOfClient(client), projects: [edited] }, { ...s, storedProjects: new Map([[id, stored]]) }, context));
  }

  return {
    clients: { create: { command: createClient }, update: { command: editClient } },
    projects: { create: { command: createProject }, update: { command: editProject } },
  };
}
