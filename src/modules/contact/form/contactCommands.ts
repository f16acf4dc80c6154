import { clientEditBody, newClientBody, type ClientInput } from '../../../../domain/contact/clientBody.js';
import { CLIENT_WRITES, PROJECT_ENDPOINTS } from '../../../../domain/contact/endpoints.js';
import { PROJECT_FILES, projectEditBody, projectsBody, type NewProjectInput, type ProjectInput } from '../../../../domain/contact/projectBody.js';
import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { parseWith } from '../../../../domain/validation.js';
import { callOf, callWithCheckedBody, type Command, type CommandFile, type ZanatiDb } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';
import { newProjectsBody } from './contactDraft';
import { editedClientRow, editedProjectRow, newClientRow, newProjectRow, type NewClientContext, type PlaceNames } from './contactRows';

/**
 * The contact form's writes (spec 000 §7), each one outbox entry whose
 * optimistic rows are those the server will store (contactRows.ts). The form
 * checked its input with the same schemas (checkContact.ts), so a refusal
 * here is a bug of the caller. Project files go up with their entry as
 * multipart parts (SYNC.md O10): `projectFiles[i][]` for the i-th new
 * project of a call, `projectFiles[]` beside one project's edit.
 */

/** Where the form lives and what was typed (a refused entry reopens there), and the row's name on the pending-changes screen. */
export interface ContactSaveContext {
  name: string;
  form: { to: string; data: Record<string, unknown> };
}

function parsed<S extends Parameters<typeof parseWith>[0]>(schema: S, input: unknown, what: string) {
  const result = parseWith(schema, input);
  if (!result.ok) throw new Error(`${what} refused: ${result.message}`);
  return result.value;
}

const withFiles = (files: readonly CommandFile[]): { files?: CommandFile[] } => (files.length > 0 ? { files: [...files] } : {});

/** The files of the new projects of one call, the i-th project's under `projectFiles[i][]`. */
const newProjectFiles = (filesByProject: readonly (readonly File[])[]): CommandFile[] =>
  filesByProject.flatMap((files, i) => files.map((blob) => ({ field: `${PROJECT_FILES.field}[${i}][]`, blob, name: blob.name })));

/** A new project's row from the schema's output, the id the device made it with. */
const projectRowOf = (p: ProjectInputParsed, id: string, clientId: string, at: string): ProjectRow =>
  newProjectRow(
    {
      id,
      projectName: p.projectName,
      address: p.address,
      measureDate: p.measureDate,
      projectLocation: p.projectLocation,
      projectComment: p.projectComment,
      shipmentDestinationId: p.shipmentDestinationId,
      measureAssignee: p.measureAssignee,
      orders: p.orders,
    },
    clientId,
    at,
  );

type ProjectInputParsed = ReturnType<typeof parsedNewClient>['projects'][number];
const parsedNewClient = (input: unknown) => parsed(newClientBody, input, 'new client');

/**
 * POST clients: the new client and its projects in one call and one entry
 * (clientBody.ts newClientBody), so a save made offline lands whole or not
 * at all. `files[i]` are the i-th project's files.
 */
export function createContactCommand(
  id: string,
  input: ClientInput & { projects: NewProjectInput[] },
  files: readonly (readonly File[])[],
  client: NewClientContext,
  context: ContactSaveContext,
): Command {
  const value = parsedNewClient(input);
  const at = new Date().toISOString();
  const clientRow = newClientRow(value.client, id, at, client);
  const projectRows = value.projects.map((p, i) => projectRowOf(p, input.projects[i]!.id, id, at));
  return {
    label: entryLabel('create', 'clients', context.name),
    ...callOf(CLIENT_WRITES.create, {}, { ...input, id }),
    ...withFiles(newProjectFiles(files)),
    entity: 'clients',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      await db.clients.put(clientRow);
      await db.projects.bulkPut(projectRows);
    },
  };
}

/** POST clients/{id}: the fields the user changed (contactDraft.ts clientEditOf). */
export function updateClientCommand(stored: ClientRow, edit: Partial<ClientInput>, places: PlaceNames, context: ContactSaveContext): Command {
  const value = parsed(clientEditBody, edit, 'client edit');
  const { id } = stored;
  return {
    label: entryLabel('update', 'clients', context.name),
    ...callOf(CLIENT_WRITES.update, { id }, edit),
    entity: 'clients',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      // The row as it is now: a pull may have changed it since the form opened.
      const current = (await db.clients.get(id)) ?? stored;
      await db.clients.put(editedClientRow(current, value, new Date().toISOString(), places));
    },
  };
}

/** POST projects: projects added to a stored client (contactDraft.ts newProjectsBody). */
export function createProjectsCommand(clientId: string, projects: readonly NewProjectInput[], files: readonly (readonly File[])[], context: ContactSaveContext): Command {
  const body = newProjectsBody(clientId, projects);
  const value = parsed(projectsBody, body, 'projects');
  const at = new Date().toISOString();
  const rows = value.projects.map((p, i) => projectRowOf(p, projects[i]!.id, clientId, at));
  return {
    label: entryLabel('create', 'projects', projects.map((p) => p.projectName).join(', ')),
    ...callWithCheckedBody(PROJECT_ENDPOINTS.create, {}, body),
    ...withFiles(newProjectFiles(files)),
    entity: 'projects',
    entityId: projects[0]!.id,
    form: context.form,
    apply: async (db) => {
      await db.projects.bulkPut(rows);
    },
  };
}

/** POST projects/{id}: the fields the user changed (contactDraft.ts projectEditOf) and any files added to it. */
export function updateProjectCommand(stored: ProjectRow, edit: Partial<ProjectInput>, files: readonly File[], context: ContactSaveContext): Command {
  const value = parsed(projectEditBody, edit, 'project edit');
  const { id } = stored;
  return {
    label: entryLabel('update', 'projects', edit.projectName ?? stored.projectName),
    ...callOf(PROJECT_ENDPOINTS.update, { id }, edit),
    ...withFiles(files.map((blob) => ({ field: `${PROJECT_FILES.field}[]`, blob, name: blob.name }))),
    entity: 'projects',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      const current = (await db.projects.get(id)) ?? stored;
      await db.projects.put(editedProjectRow(current, value, new Date().toISOString()));
    },
  };
}

/** Rows of the mirror that go with a project: its files. */
async function dropProjects(db: ZanatiDb, ids: readonly string[]): Promise<void> {
  await db.projects.bulkDelete([...ids]);
  for (const id of ids) await db.files.where('ownerId').equals(id).delete();
}

/** DELETE projects/{id}: the server refuses the client's last project and one a measure or an offer refers to (the refusal reopens nothing: the row comes back). */
export function deleteProjectCommand(project: { id: string; projectName: string }): Command {
  return {
    label: entryLabel('delete', 'projects', project.projectName),
    ...callOf(PROJECT_ENDPOINTS.remove, { id: project.id }),
    entity: 'projects',
    entityId: project.id,
    apply: (db) => dropProjects(db, [project.id]),
  };
}

/**
 * DELETE clients/{id}: the client with its projects. The server refuses a
 * client that anything beyond its projects refers to ('Ky klient nuk mund te
 * fshihet'): the entry is refused, the rows are read again and come back.
 */
export function deleteClientCommand(client: { id: string; name: string }): Command {
  return {
    label: entryLabel('delete', 'clients', client.name),
    ...callOf(CLIENT_WRITES.remove, { id: client.id }),
    entity: 'clients',
    entityId: client.id,
    apply: async (db) => {
      await dropProjects(db, await db.projects.where('clientId').equals(client.id).primaryKeys());
      await db.clients.delete(client.id);
    },
  };
}
