import type { ProjectRead } from '../../../domain/contact/clientShape.js';
import { PROJECT_FILES, type ProjectEdit, type ProjectFields, type ProjectsCreate } from '../../../domain/contact/projectBody.js';
import { measureDateRefusal, projectExists, takenProjectName } from '../../../domain/contact/projectRules.js';
import { MSG } from '../../../domain/messages.js';
import { attachFiles, removeOwnerFiles, type StagedFiles } from '../../files/attachments.js';
import { isUploadedFile, uploadsOf, type UploadedFile } from '../../files/upload.js';
import { HttpError, notFound, refuse } from '../../http/errors.js';
import { releaseDependents } from '../../write/deletions.js';
import { assertOwned } from '../../write/ownership.js';
import { isReferenced } from '../../write/references.js';
import type { Writer } from '../../write/writer.js';
import { PROJECT_DELETION } from './deleteRules.js';
import { loadProjects } from './projectShape.js';

/** One new project of a save (POST projects, or inside POST clients). */
export type NewProject = ProjectsCreate['projects'][number];

/** Where a refusal lands: `projects.{i}.{field}` for the i-th new project of a save, the field itself for an edit. */
export type FieldOf = (field: keyof ProjectFields) => string;
export const newProjectField =
  (index: number): FieldOf =>
  (field) =>
    `projects.${index}.${field}`;
export const editedProjectField: FieldOf = (field) => field;

/** The server's day (UTC): a measure date is judged with a day's allowance (projectRules.earliestMeasureDate), so a device a few hours off agrees. */
const today = (w: Writer): string => w.now.slice(0, 10);

/** A project's fields as its table stores them: the assignee is `measureAssigneeId`; the orders are rows of their own. */
function projectColumns<F extends Partial<ProjectFields>>(p: F): Omit<F, 'orders' | 'measureAssignee'> & { measureAssigneeId: F['measureAssignee'] } {
  const { orders: _orders, measureAssignee, ...columns } = p;
  return { ...columns, measureAssigneeId: measureAssignee };
}

/**
 * Refuses a name the client's other projects hold, compared folded
 * (takenProjectName: 'Kuzhina' = 'KUZHINA'), with the spec's
 * 'Projekti "{name}" ekziston, provoni perseri!' and `data.unique.name`.
 * The caller holds the client's lock (lockClient), so no concurrent save
 * slips a twin past this check.
 */
export async function assertNamesFree(w: Writer, clientId: string, names: readonly string[], fieldOf: (index: number) => FieldOf, exceptId: string | null = null): Promise<void> {
  let query = w.tx.selectFrom('projects').select('projectName').where('companyId', '=', w.companyId).where('clientId', '=', clientId);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const taken = takenProjectName(
    names,
    (await query.execute()).map((p) => p.projectName),
  );
  if (!taken) return;
  const message = projectExists(taken.name);
  throw new HttpError(422, message, { [fieldOf(taken.index)('projectName')]: message }, { data: { unique: { name: taken.name } } });
}

/**
 * The rules of a project's fields that need stored state: a measure date
 * not in the past (a day's allowance; a date the project already had may
 * stay), ordered articles of the company, a measure assignee who is an
 * active user of the company. A save queued offline and sent after its
 * measure date has passed is refused like any other and reopens in its form.
 */
export async function assertProjectFields(w: Writer, fields: Partial<ProjectFields>, fieldOf: FieldOf, stored: ProjectRead | null = null): Promise<void> {
  if (fields.measureDate !== undefined) {
    const refusal = measureDateRefusal(fields.measureDate, today(w), stored?.measureDate ?? null);
    if (refusal) throw refuse(refusal, fieldOf('measureDate'));
  }
  if (fields.orders !== undefined) await assertOwned(w, 'articles', fields.orders, fieldOf('orders'));
  const assignee = fields.measureAssignee;
  if (assignee !== undefined && assignee !== null && assignee !== stored?.measureAssignee) {
    const user = await w.tx.selectFrom('users').select('id').where('companyId', '=', w.companyId).where('id', '=', assignee).where('deletedAt', 'is', null).executeTakeFirst();
    if (!user) throw refuse(MSG.invalidValue, fieldOf('measureAssignee'));
  }
}

const INDEXED_FILES = new RegExp(`^${PROJECT_FILES.field}\\[(\\d+)\\]$`);

/**
 * The files of each new project of a save, sent as `projectFiles[i][]`
 * (read as `projectFiles[i]`). A file under another index, or under
 * `projectFiles` without one, belongs to no project of the save: refused
 * rather than dropped.
 */
export function newProjectFiles(body: unknown, count: number): UploadedFile[][] {
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) {
      if (!key.startsWith(PROJECT_FILES.field) || ![value].flat().some(isUploadedFile)) continue;
      const index = INDEXED_FILES.exec(key)?.[1];
      if (index === undefined || Number(index) >= count) throw refuse(MSG.invalidValue, PROJECT_FILES.field);
    }
  }
  return Array.from({ length: count }, (_, i) => uploadsOf(body, `${PROJECT_FILES.field}[${i}]`));
}

/** Adds files to a project, judged by their bytes (images or PDFs); one refused refuses the save. */
export async function attachProjectFiles(w: Writer, staged: StagedFiles, projectId: string, files: readonly UploadedFile[], field: string): Promise<void> {
  if (files.length > 0) await attachFiles(w, staged, { ownerType: 'projects', ownerId: projectId, kind: PROJECT_FILES.kind, files, accept: PROJECT_FILES.accept, field });
}

/** Claims the ids the device made for new projects (or new ones); one id twice in a save is no two projects. */
export async function claimProjectIds(w: Writer, projects: readonly NewProject[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, project] of projects.entries()) {
    const id = await w.claimId('projects', project.id ?? undefined);
    if (ids.includes(id)) throw refuse(MSG.invalidValue, `projects.${index}.id`);
    ids.push(id);
  }
  return ids;
}

/** Brings a project's ordered articles to `orders` through the Writer; the project's feed row lists them, so it is published. */
export async function writeOrders(w: Writer, projectId: string, orders: readonly string[]): Promise<void> {
  const stored = await w.tx.selectFrom('projectOrders').select(['id', 'articleId']).where('companyId', '=', w.companyId).where('projectId', '=', projectId).execute();
  for (const row of stored) if (!orders.includes(row.articleId)) await w.delete('projectOrders', row.id);
  for (const articleId of orders) if (!stored.some((row) => row.articleId === articleId)) await w.insert('projectOrders', { projectId, articleId });
  w.publish('projects', projectId);
}

/** Inserts a new project of a client with its orders and files; its fields were checked (assertProjectFields, assertNamesFree). */
export async function insertProject(w: Writer, staged: StagedFiles, clientId: string, id: string, project: NewProject, files: readonly UploadedFile[], field: string): Promise<void> {
  const { id: _sent, ...fields } = project;
  await w.insert('projects', { id, clientId, ...projectColumns(fields) });
  await writeOrders(w, id, fields.orders);
  await attachProjectFiles(w, staged, id, files, field);
}

/** Changes what an edit sends (a field left out keeps its value); the orders when it sends them. */
export async function updateProject(w: Writer, id: string, edit: ProjectEdit): Promise<void> {
  await w.update('projects', id, projectColumns(edit));
  if (edit.orders !== undefined) await writeOrders(w, id, edit.orders);
}

/** Whether something of the later modules refers to the project (PROJECT_DELETION): then it stays. */
export const projectInUse = (w: Writer, projectId: string): Promise<boolean> => isReferenced(w, PROJECT_DELETION.refusedWhileUsedBy, projectId);

/** Deletes a project with its orders and files (bytes once the write has committed); the caller has checked projectInUse. */
export async function deleteProject(w: Writer, staged: StagedFiles, projectId: string): Promise<void> {
  await removeOwnerFiles(w, staged, { ownerType: 'projects', ownerId: projectId });
  await releaseDependents(w, PROJECT_DELETION, projectId);
  await w.delete('projects', projectId);
}

/** A project of the company as the API answers it, read inside the write; 404 when there is none. */
export async function projectRead(w: Writer, id: string): Promise<ProjectRead> {
  const [project] = await loadProjects(w.tx, w.companyId, [id]);
  if (!project) throw notFound();
  return project;
}

/** The projects as the API answers them, in the order of `ids`. */
export async function projectReads(w: Writer, ids: readonly string[]): Promise<ProjectRead[]> {
  const byId = new Map((await loadProjects(w.tx, w.companyId, ids)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
