import { filesByKind } from '../../../app/files/filesByKind';
import type { ProjectRow } from '../../../../domain/contact/rows.js';
import { measureBody, type MeasureInput, type MeasureSave } from '../../../../domain/measure/bodies.js';
import { editRefusal, measureInProduction, saveModeOf, type ProjectProduct } from '../../../../domain/measure/rules.js';
import type { MeasureRow } from '../../../../domain/measure/rows.js';
import { MEASURE_UPLOADS, type MeasureFileKind } from '../../../../domain/measure/uploads.js';
import { parseWith } from '../../../../domain/validation.js';
import type { CommandFile, OutboxEntry } from '../../../local';

/**
 * The measure form as data (spec 000 §2 /dashboard/measures/create, §3
 * "Measure") and what a save of it queues. Pure: the screen keeps a
 * MeasureDraft, the body is parsed with the endpoint's own schema
 * (domain/measure/bodies.ts: project and status required, a final measure
 * needs its location), so what is queued is what the server accepts.
 */
export interface MeasureDraft {
  clientId: string | null;
  projectId: string | null;
  /** Null until chosen: the status is required ('Fusha eshte e nevojshme!'). */
  measureStatusId: number | null;
  productColor: string | null;
  productMaterial: string;
  productLocation: string;
  details: string;
  measureDate: string | null;
  startDate: string | null;
  plannedDate: string | null;
  employeeId: string | null;
  /** New files, added to the stored ones on save: measure PDFs, pictures (re-encoded JPEG), sketches (uploaded, or drawn as PNG). */
  files: Record<MeasureFileKind, File[]>;
}

export const noFiles = (): Record<MeasureFileKind, File[]> => ({ measure: [], picture: [], sketch: [] });

/**
 * The form as it opens on a project: its measure's values, or for a new
 * measure what the project already says — its appointment as the measure
 * date, its place as the location — and its assigned measurer (else the one
 * filling it in) as the employee. The status is left to choose.
 */
export function draftOf(measure: MeasureRow | null, project: ProjectRow, userId: string): MeasureDraft {
  if (measure) {
    return {
      clientId: measure.clientId,
      projectId: measure.projectId,
      measureStatusId: measure.measureStatusId,
      productColor: measure.productColorId,
      productMaterial: measure.productMaterial ?? '',
      productLocation: measure.productLocation ?? '',
      details: measure.details ?? '',
      measureDate: measure.measureDate,
      startDate: measure.startDate,
      plannedDate: measure.plannedDate,
      employeeId: measure.employeeId,
      files: noFiles(),
    };
  }
  return {
    clientId: project.clientId,
    projectId: project.id,
    measureStatusId: null,
    productColor: null,
    productMaterial: '',
    productLocation: project.projectLocation ?? '',
    details: '',
    measureDate: project.measureDate,
    startDate: null,
    plannedDate: null,
    employeeId: project.measureAssignee ?? userId,
    files: noFiles(),
  };
}

/** The text of a draft, as a refused entry keeps it to reopen the form (its files are the entry's). */
export type DraftFields = Omit<MeasureDraft, 'files'>;

export const fieldsOf = ({ files: _files, ...fields }: MeasureDraft): DraftFields => fields;

/** Whether a stored value is a draft's fields (a refused entry's form data). */
export const isDraftFields = (x: unknown): x is DraftFields => typeof x === 'object' && x !== null && 'projectId' in x && 'measureStatusId' in x && 'productLocation' in x;

/** What the form sends besides its files: every field, so an edit states the form as it stands. A field left empty is sent empty, and the schema says what is missing. */
export const inputOf = (d: MeasureDraft): MeasureInput => ({
  clientId: d.clientId ?? '',
  projectId: d.projectId ?? '',
  measureStatusId: d.measureStatusId ?? '',
  productColor: d.productColor,
  productMaterial: d.productMaterial,
  productLocation: d.productLocation,
  details: d.details,
  measureDate: d.measureDate,
  startDate: d.startDate,
  plannedDate: d.plannedDate,
  employeeId: d.employeeId,
});

const KINDS = Object.keys(MEASURE_UPLOADS) as MeasureFileKind[];

/** The draft's files under their multipart names (spec 000 §7: sketch[], picture[], measure[]). */
export const filesOf = (d: MeasureDraft): CommandFile[] =>
  KINDS.flatMap((kind) => d.files[kind].map((file) => ({ field: `${MEASURE_UPLOADS[kind].field}[]`, blob: file, name: file.name })));

/** The files an entry carries back as a draft's (a refused entry reopened, the queued files shown). */
export const filesFrom = (files: readonly CommandFile[] | undefined): Record<MeasureFileKind, File[]> => filesByKind(MEASURE_UPLOADS, files);

/** The files the waiting saves of a row carry (useQueuedSaves): shown as on their way until the feed brings them. */
export const queuedFiles = (waiting: readonly OutboxEntry[]): Record<MeasureFileKind, File[]> => filesFrom(waiting.flatMap((e) => e.files ?? []));

export const NO_FILES: Record<MeasureFileKind, File[]> = noFiles();

export type MeasurePlan =
  | { ok: false; errors: Record<string, string>; message: string }
  | { ok: true; mode: 'create'; input: MeasureInput; save: MeasureSave; files: CommandFile[] }
  | { ok: true; mode: 'edit'; id: string; input: MeasureInput; save: MeasureSave; files: CommandFile[] };

/**
 * What a save queues, or the refusals the form shows by field: the body's
 * rules first (bodies.ts), then — on an edit — a measure already in
 * production (spec 000 §4 'Kjo matje ka vazhduar ne prodhim!', judged by the
 * project's products where this device holds them; the server judges again).
 * Edit when the project has its measure, else create (rules.ts saveModeOf).
 */
export function planMeasureSave(draft: MeasureDraft, measures: readonly { id: string; projectId: string }[], products: readonly ProjectProduct[]): MeasurePlan {
  const input = inputOf(draft);
  const parsed = parseWith(measureBody, input);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, message: parsed.message };
  const mode = saveModeOf(parsed.value.projectId, measures);
  const refusal = editRefusal(mode, measureInProduction(products));
  if (refusal) return { ok: false, errors: { _: refusal }, message: refusal };
  const files = filesOf(draft);
  return mode.mode === 'create' ? { ok: true, mode: 'create', input, save: parsed.value, files } : { ok: true, mode: 'edit', id: mode.id, input, save: parsed.value, files };
}

/** The draft's key among the device's form drafts (src/local/drafts.ts): one per project, as a project has one measure. */
export const measureDraftKey = (projectId: string): string => `measure:${projectId}`;
