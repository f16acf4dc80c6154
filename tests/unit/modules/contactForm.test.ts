import { describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { projectsBody } from '../../../domain/contact/projectBody.js';
import { addDays } from '../../../domain/days.js';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';
import { formDataOf } from '../../../src/local/transport.js';
import type { Command } from '../../../src/local/types.js';
import { checkContact, type CheckContext } from '../../../src/modules/contact/form/checkContact';
import {
  clientEditOf,
  clientInputOf,
  draftOfClient,
  draftOfProject,
  emptyClientDraft,
  emptyProjectDraft,
  newProjectInputOf,
  newProjectsBody,
  projectEditOf,
  type ContactDraft,
  type ProjectDraft,
} from '../../../src/modules/contact/form/contactDraft';
import { planContactSave, type SaveSources } from '../../../src/modules/contact/form/planContactSave';
import { filesOfRefusedEntry } from '../../../src/modules/contact/form/refusedFiles';
import { clientRow, projectRow } from '../../fixtures/contactRows.js';

const TODAY = '2026-03-10';
const PRISHTINE = { id: 1, name: 'Prishtine' };
const places = {
  country: (id: number) => (id === 76 ? { id: 76, name: 'Kosove' } : null),
  city: (id: number) => (id === PRISHTINE.id ? PRISHTINE : null),
};

const project = (over: Partial<ProjectDraft> = {}): ProjectDraft => ({ ...emptyProjectDraft(newId()), projectName: 'Kuzhina', ...over });
const newContact = (over: Partial<ContactDraft['client']> = {}, projects: ProjectDraft[] = [project()]): ContactDraft => ({
  client: { ...emptyClientDraft(), firstnameAndLastname: 'arta', lastName: 'Gashi', phoneNumber: '044 123 456', cityId: PRISHTINE.id, ...over },
  projects,
});
const context = (over: Partial<CheckContext> = {}): CheckContext => ({ stored: null, storedProjects: new Map(), clients: [], today: TODAY, ...over });
const sources = (over: Partial<SaveSources> = {}): SaveSources => ({
  stored: null,
  storedProjects: new Map(),
  files: new Map(),
  places,
  newId: newId(),
  creator: { agentId: 'agent-1', agent: 'Drita Berisha' },
  ...over,
});
const saveContext = { name: 'Arta Gashi', form: { to: '/dashboard/contact/create', data: {} } };
const pdf = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });

describe('the contact form maps its fields to what the calls send', () => {
  it('sends blank optional fields as null and a cleared select as empty', () => {
    const input = clientInputOf({ ...emptyClientDraft(), firstnameAndLastname: 'Arta', lastName: 'Gashi', email: '  ', countryId: null, cityId: null });
    expect(input).toMatchObject({ firstnameAndLastname: 'Arta', email: null, phoneNumber: null, country: '', city: '' });
  });

  it('starts a new client in Kosovo (76) with no project', () => {
    expect(emptyClientDraft()).toMatchObject({ countryId: 76, cityId: null });
  });

  it('sends only the client fields the user changed', () => {
    const stored = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi', phoneNumber: '044123456', cityId: 1, city: PRISHTINE });
    expect(clientEditOf(draftOfClient(stored), stored)).toEqual({});
    expect(clientEditOf({ ...draftOfClient(stored), lastName: 'Krasniqi', cityId: 2, email: '' }, stored)).toEqual({ lastName: 'Krasniqi', city: 2 });
    expect(clientEditOf({ ...draftOfClient(stored), phoneNumber: '' }, stored)).toEqual({ phoneNumber: null });
  });

  it("sends only a project's changed fields, its articles as a list compared in order", () => {
    const stored = projectRow({ orders: ['a1', 'a2'], measureDate: '2026-03-12' });
    expect(projectEditOf(draftOfProject(stored), stored)).toEqual({});
    expect(projectEditOf({ ...draftOfProject(stored), orders: ['a2', 'a1'], shipmentDestinationId: 3 }, stored)).toEqual({ orders: ['a2', 'a1'], shipmentDestinationId: 3 });
    expect(projectEditOf({ ...draftOfProject(stored), shipmentDestinationId: null }, stored)).toEqual({ shipmentDestinationId: '' });
  });

  it('sends new projects as the parallel lists POST projects reads, in JSON and in form-data alike', () => {
    const a = { ...project({ orders: ['0190a000-0000-7000-8000-000000000001', '0190a000-0000-7000-8000-000000000002'] }), id: newId() };
    const b = { ...project({ projectName: 'Banjo', shipmentDestinationId: 2 }), id: newId() };
    const body = newProjectsBody('0190a000-0000-7000-8000-0000000000aa', [a, b].map(newProjectInputOf));
    const json = parseWith(projectsBody, body);
    expect(json.ok && json.value.projects.map((p) => [p.id, p.projectName, p.shipmentDestinationId, p.orders])).toEqual([
      [a.id, 'Kuzhina', 1, a.orders],
      [b.id, 'Banjo', 2, []],
    ]);
    // Form-data as the server reads it: `name[]` lists, `orders[i][]` per project.
    const form = formDataOf({ body });
    const read: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) read[key.endsWith('[]') ? key.slice(0, -2) : key] = key.endsWith('[]') ? form.getAll(key) : form.get(key);
    const multipart = parseWith(projectsBody, read);
    expect(multipart.ok && multipart.value.projects.map((p) => p.orders)).toEqual([a.orders, []]);
  });
});

describe('the contact form checks before anything is queued', () => {
  it("refuses a new client without a project: 'Ju lutem krijo projekt per kete klient'", () => {
    expect(checkContact(newContact({}, []), context())?.message).toBe(CONTACT_MSG.createProject);
  });

  it('says each missing field at its field, the first above the form', () => {
    const errors = checkContact(newContact({ firstnameAndLastname: '', lastName: '', cityId: null }), context());
    expect(errors?.message).toBe(MSG.firstNameRequired);
    expect(errors?.client).toMatchObject({ firstnameAndLastname: MSG.firstNameRequired, lastName: MSG.lastNameRequired, cityId: MSG.fillFieldSq });
  });

  it('says a project field under its project', () => {
    const bad = project({ projectName: ' ', projectLocation: 'Prishtine', shipmentDestinationId: null });
    const errors = checkContact(newContact({}, [bad]), context());
    expect(errors?.projects[bad.id]).toMatchObject({
      projectName: CONTACT_MSG.projectNameRequired,
      projectLocation: CONTACT_MSG.locationOnlyLetters,
      shipmentDestinationId: CONTACT_MSG.destinationRequired,
    });
  });

  it('refuses a measure date before yesterday, keeps yesterday and a stored date', () => {
    const past = project({ measureDate: addDays(TODAY, -2) });
    expect(checkContact(newContact({}, [past]), context())?.projects[past.id]?.measureDate).toBe(CONTACT_MSG.measureDateInPast);
    expect(checkContact(newContact({}, [project({ measureDate: addDays(TODAY, -1) })]), context())).toBeNull();
    const stored = clientRow({ cityId: 1, city: PRISHTINE });
    const old = projectRow({ clientId: stored.id, measureDate: '2025-01-01' });
    const draft = { client: draftOfClient(stored), projects: [draftOfProject(old)] };
    expect(checkContact(draft, context({ stored, storedProjects: new Map([[old.id, old]]) }))).toBeNull();
  });

  it('refuses two projects of one name, case aside, at the second', () => {
    const second = project({ projectName: 'KUZHINA' });
    const errors = checkContact(newContact({}, [project(), second]), context());
    expect(errors?.projects[second.id]?.projectName).toBe('Projekti "KUZHINA" ekziston, provoni perseri!');
  });

  it("refuses a client the mirror already has: 'Ky klient ekziston!'", () => {
    const twin = clientRow({ firstnameAndLastname: 'Arta', lastName: 'gashi', phoneNumber: '+383 44 123 456' });
    expect(checkContact(newContact(), context({ clients: [twin] }))?.message).toBe(CONTACT_MSG.clientExists);
    expect(checkContact(newContact({ phoneNumber: '049 999 999' }), context({ clients: [twin] }))).toBeNull();
  });

  it('lets an edit keep its own identity, but not take another client', () => {
    const stored = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi', phoneNumber: '044123456', cityId: 1, city: PRISHTINE });
    const other = clientRow({ firstnameAndLastname: 'Besa', lastName: 'Gashi', phoneNumber: '044123456' });
    const p = projectRow({ clientId: stored.id });
    const ctx = context({ stored, storedProjects: new Map([[p.id, p]]), clients: [stored, other] });
    expect(checkContact({ client: draftOfClient(stored), projects: [draftOfProject(p)] }, ctx)).toBeNull();
    expect(checkContact({ client: { ...draftOfClient(stored), firstnameAndLastname: 'Besa' }, projects: [draftOfProject(p)] }, ctx)?.message).toBe(CONTACT_MSG.clientExists);
  });

  it('checks only what an edit sends, and refuses removing every project', () => {
    // A stored value the rules of today would refuse stays untouched: the edit does not send it.
    const stored = clientRow({ businessNumber: '12', cityId: 1, city: PRISHTINE });
    const p = projectRow({ clientId: stored.id });
    const ctx = context({ stored, storedProjects: new Map([[p.id, p]]) });
    expect(checkContact({ client: { ...draftOfClient(stored), address: 'Rr. B' }, projects: [draftOfProject(p)] }, ctx)).toBeNull();
    expect(checkContact({ client: { ...draftOfClient(stored), businessNumber: '123' }, projects: [draftOfProject(p)] }, ctx)?.client.businessNumber).toBe(MSG.tooShort);
    expect(checkContact({ client: draftOfClient(stored), projects: [] }, ctx)?.message).toBe(CONTACT_MSG.createProject);
  });
});

describe('a save becomes the calls of spec 000 §7', () => {
  it('creates a new client with its projects in ONE POST clients, their files as projectFiles[i][]', () => {
    const [kitchen, bath] = [project(), project({ projectName: 'Banjo' })];
    const id = newId();
    const commands = planContactSave(newContact({}, [kitchen, bath]), sources({ newId: id, files: new Map([[bath.id, [pdf('plani.pdf')]]]) }), saveContext);
    expect(commands).toHaveLength(1);
    const [create] = commands as [Command];
    expect(create).toMatchObject({ method: 'POST', url: 'clients', entity: 'clients', entityId: id });
    expect(create.body).toMatchObject({ id, firstnameAndLastname: 'arta', city: 1, projects: [{ id: kitchen.id, projectName: 'Kuzhina' }, { id: bath.id, projectName: 'Banjo' }] });
    expect(create.files?.map((f) => [f.field, f.name])).toEqual([['projectFiles[1][]', 'plani.pdf']]);
  });

  const edited = () => {
    const stored = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi', cityId: 1, city: PRISHTINE });
    const [kept, changed, removed] = [projectRow({ clientId: stored.id, projectName: 'A' }), projectRow({ clientId: stored.id, projectName: 'B' }), projectRow({ clientId: stored.id, projectName: 'C' })];
    const storedProjects = new Map([kept, changed, removed].map((p) => [p.id, p]));
    return { stored, kept, changed, removed, storedProjects };
  };

  it('edits only what changed: the client, removals, changes, then additions', () => {
    const { stored, kept, changed, removed, storedProjects } = edited();
    const added = project({ projectName: 'D' });
    const draft: ContactDraft = {
      client: { ...draftOfClient(stored), lastName: 'Krasniqi' },
      projects: [draftOfProject(kept), { ...draftOfProject(changed), projectName: 'B2' }, added],
    };
    const calls = planContactSave(draft, sources({ stored, storedProjects }), saveContext).map((c) => `${c.method} ${c.url}`);
    expect(calls).toEqual([`POST clients/${stored.id}`, `DELETE projects/${removed.id}`, `POST projects/${changed.id}`, 'POST projects']);
    expect(planContactSave({ client: draftOfClient(stored), projects: [kept, changed, removed].map(draftOfProject) }, sources({ stored, storedProjects }), saveContext)).toEqual([]);
  });

  it("adds before it removes when no stored project stays (the server keeps a client's last project)", () => {
    const { stored, kept, changed, removed, storedProjects } = edited();
    const calls = planContactSave({ client: draftOfClient(stored), projects: [project({ projectName: 'E' })] }, sources({ stored, storedProjects }), saveContext).map((c) => `${c.method} ${c.url}`);
    expect(calls).toEqual(['POST projects', ...[kept, changed, removed].map((p) => `DELETE projects/${p.id}`)]);
  });

  it('sends a cleared article list as JSON and the files after it (form-data cannot carry an empty list)', () => {
    const { stored, storedProjects } = edited();
    const withOrders = projectRow({ clientId: stored.id, projectName: 'F', orders: [newId()] });
    const commands = planContactSave(
      { client: draftOfClient(stored), projects: [...storedProjects.values(), withOrders].map((p) => (p === withOrders ? { ...draftOfProject(p), orders: [] } : draftOfProject(p))) },
      sources({ stored, storedProjects: new Map([...storedProjects, [withOrders.id, withOrders]]), files: new Map([[withOrders.id, [pdf('a.pdf')]]]) }),
      saveContext,
    );
    expect(commands.map((c) => [c.url, c.body, c.files?.map((f) => f.field)])).toEqual([
      [`projects/${withOrders.id}`, { orders: [] }, undefined],
      [`projects/${withOrders.id}`, {}, ['projectFiles[]']],
    ]);
  });

  it('reopens a refused save with its files under their projects', () => {
    const [a, b] = [newId(), newId()];
    const file = { blob: pdf('x.pdf'), name: 'x.pdf' };
    expect(filesOfRefusedEntry({ entityId: 'c', body: { projects: [{ id: a }, { id: b }] }, files: [{ field: 'projectFiles[1][]', ...file }] }).get(b)?.map((f) => f.name)).toEqual(['x.pdf']);
    expect(filesOfRefusedEntry({ entityId: 'c', body: { id: [a] }, files: [{ field: 'projectFiles[0][]', ...file }] }).get(a)).toHaveLength(1);
    expect(filesOfRefusedEntry({ entityId: b, body: {}, files: [{ field: 'projectFiles[]', ...file }] }).get(b)).toHaveLength(1);
  });
});
