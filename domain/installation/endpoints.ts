import { answering, create, del, get, optionalFiles, post } from '../kit/endpoint.js';
import { installationBody, installationEditBody } from './bodies.js';
import type { InstallationMapItem, InstallationOfTransport, InstallationProject, InstallationRecord, InstallationTransportRow } from './reads.js';
import type { InstallationRow } from './rows.js';

/**
 * Installation's calls (spec 001 §7 "Installation"), each declared once for
 * the server's routes and the PWA's commands. Responses read data.data.
 *
 * Where the spec leaves the parameter open: the form is opened for a
 * transport (/dashboard/installation/create/{transportId?}), so {id} of
 * `installations/{id}/project` and `installations/{id}/transport` is that
 * transport. Create and edit are multipart with the files of uploads.ts
 * (installerSignature, clientSignature, photos[]) beside the body's fields,
 * or JSON without files. Photos are also removed one by one with the shared
 * DELETE installations/assets/{id} (domain/files.ts ASSET_TYPES).
 */
export const INSTALLATION_ENDPOINTS = {
  /** Query: installationTransportsQuery (queries.ts). */
  transports: answering<{ data: InstallationTransportRow[] }>()(get('installations/transports')),
  list: answering<{ data: InstallationRecord[] }>()(get('installations')),
  map: answering<{ data: InstallationMapItem[] }>()(get('installations/map')),
  project: answering<{ data: InstallationProject }>()(get('installations/{id}/project')),
  transport: answering<{ data: InstallationOfTransport }>()(get('installations/{id}/transport')),
  create: answering<{ data: InstallationRow; message: string }>()(optionalFiles(create('installations', installationBody))),
  update: answering<{ data: InstallationRow; message: string }>()(optionalFiles(post('installations/{id}', installationEditBody))),
  remove: answering<{ data: true; message: string }>()(del('installations/{id}')),
} as const;
