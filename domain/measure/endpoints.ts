import type { FileLink } from '../files.js';
import type { ClientRead, ProjectRead } from '../contact/clientShape.js';
import { answering, create, get, optionalFiles, post } from '../kit/endpoint.js';
import { measureBody } from './bodies.js';
import type { MeasureRow } from './rows.js';

/** A measure as the reads answer it: its row, its files by kind (spec 000 §3 "files: measure PDF, picture, sketch"). */
export type MeasureRead = MeasureRow & { measure: FileLink[]; picture: FileLink[]; sketch: FileLink[] };

/** What the form opens with for a project: the project, its client and its measure if it has one. */
export type MeasureProject = { project: ProjectRead; client: ClientRead; measure: MeasureRead | null };

/** A line of the measures list (measure/filter). */
export type MeasureListRow = MeasureRow & { clientName: string; projectName: string; statusLabel: string };

/**
 * Measure's calls (spec 000 §7). {id} of `measures/{id}` and
 * `measures/assets/{id}` is the measure's; {id} of `measures/{id}/project`
 * is a project's, as the form's route names it (§2 "measureId is in fact
 * the project id"). Create and edit are multipart with the files of
 * uploads.ts (sketch[], picture[], measure[]) beside the fields, or JSON
 * without files; one file is removed with DELETE measures/assets/{id}
 * (domain/files/endpoints.ts).
 */
export const MEASURE_ENDPOINTS = {
  one: answering<{ data: MeasureRead }>()(get('measures/{id}')),
  project: answering<{ data: MeasureProject }>()(get('measures/{id}/project')),
  assets: answering<{ data: FileLink[] }>()(get('measures/assets/{id}')),
  /** Query: measureFilterQuery (queries.ts). */
  filter: answering<{ data: MeasureListRow[] }>()(get('measure/filter')),
  create: answering<{ data: MeasureRead; message: string }>()(optionalFiles(create('measures', measureBody))),
  update: answering<{ data: MeasureRead; message: string }>()(optionalFiles(post('measures/{id}', measureBody))),
} as const;
