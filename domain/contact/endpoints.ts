import * as v from 'valibot';
import { answering, create, del, get, optionalFiles, post, requiredFiles } from '../kit/endpoint.js';
import { MSG } from '../messages.js';
import { idField } from '../validation.js';
import { clientEditBody, newClientBody } from './clientBody.js';
import { clientModuleId } from './clientQueries.js';
import type { ClientRead, ClientWithProjects, ProjectRead } from './clientShape.js';
import type { ImportResult } from './importRows.js';
import { projectEditBody, projectsBody } from './projectBody.js';

/** A client as the pickers list it (the `…with-id-and-firstname-and-lastname` calls). */
export type ClientName = Pick<ClientRead, 'id' | 'firstnameAndLastname' | 'lastName'>;

/** POST modules/create-client-for-next-module (spec 000 §7): moduleId, clientId; a module that is none of the client modules is refused. */
export const nextModuleBody = v.object({ moduleId: clientModuleId(MSG.fieldNeeded), clientId: idField() });
/** POST clients/advanced-search (spec 000 §7): moduleId. */
export const advancedSearchBody = v.object({ moduleId: clientModuleId(MSG.fieldNeeded) });

/** The client reads every module makes (spec 000 §7); the contact module's writes join them. */
export const CLIENT_READS = {
  list: answering<{ data: ClientRead[] }>()(get('clients')),
  one: answering<{ data: ClientRead }>()(get('clients/{id}')),
  projects: answering<{ data: { data: ClientWithProjects[] } }>()(get('clients/{id}/projects')),
  /** ?query=: name, phone, company or business number; the form's "jump to another contact" box. */
  search: answering<{ data: ClientRead[] }>()(get('clients/search')),
  allNames: answering<{ data: ClientName[] }>()(get('clients/all-clients-with-id-and-firstname-and-lastname')),
  /** ?moduleId=: the clients that module's "new" list shows. */
  namesInModule: answering<{ data: ClientName[] }>()(get('clients/clients-with-id-and-firstname-and-lastname')),
  advancedSearch: answering<{ data: ClientName[] }>()(post('clients/advanced-search', advancedSearchBody)),
  /** ?statusId=: whether the client has reached that module. */
  status: answering<{ data: { moduleId: number; reached: boolean } }>()(get('clients/{id}/status')),
} as const;

/**
 * Contact's writes (spec 000 §7). POST clients carries the new client's
 * projects (clientBody.ts newClientBody) and their files as multipart parts
 * `projectFiles[i]`; an edit is POST clients/{id} (the spec's
 * ?_method=PATCH, or PATCH). Deletes are DELETE clients/{id} or POST
 * clients/{id}/delete.
 */
export const CLIENT_WRITES = {
  create: answering<{ data: ClientWithProjects; message: string }>()(optionalFiles(create('clients', newClientBody))),
  update: answering<{ data: ClientRead; message: string }>()(optionalFiles(post('clients/{id}', clientEditBody))),
  remove: answering<{ data: true; message: string }>()(del('clients/{id}')),
  removeByPost: answering<{ data: true; message: string }>()(post('clients/{id}/delete')),
  nextModule: answering<{ data: ClientRead }>()(post('modules/create-client-for-next-module', nextModuleBody)),
} as const;

/** Spreadsheets (spec 000 §7): export by letter or dates; import of a file field `file`, answered per row. */
export const CLIENT_SHEETS = {
  exportExcel: get('clients/export-excel'),
  importExcel: answering<{ data: ImportResult; message: string }>()(requiredFiles(post('clients/import-excel'))),
} as const;

/**
 * Projects (spec 000 §7). POST projects takes the spec's parallel lists
 * (projectBody.ts); the ids the device made go in its `id[]`, so it is a
 * plain POST, not a create. GET project finds one by `projectId` or
 * `projectName` ('#' escaped as %23).
 */
export const PROJECT_ENDPOINTS = {
  create: answering<{ data: ProjectRead[]; message: string }>()(optionalFiles(post('projects', projectsBody))),
  one: answering<{ data: ProjectRead }>()(get('projects/{id}')),
  update: answering<{ data: ProjectRead; message: string }>()(optionalFiles(post('projects/{id}', projectEditBody))),
  remove: answering<{ data: true; message: string }>()(del('projects/{id}')),
  products: get('project/{id}/products'),
  find: answering<{ data: ProjectRead | null }>()(get('project')),
} as const;
