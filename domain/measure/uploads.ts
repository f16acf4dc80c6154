import type { UploadRule } from '../files.js';

/**
 * The files of a measure (spec 000 §3 "files: measure PDF, picture, sketch";
 * §7 POST measures "sketch[], picture[], measure[]"), each a `files` row
 * owned by the measure with its kind, named as the multipart field. A save
 * adds files; one is removed with DELETE measures/assets/{id}.
 */
export const MEASURE_FILE_KINDS = { sketch: 'sketch', picture: 'picture', measure: 'measure' } as const;
export type MeasureFileKind = (typeof MEASURE_FILE_KINDS)[keyof typeof MEASURE_FILE_KINDS];

/**
 * What each field takes, judged by the file's bytes (spec 000 §5 "Photo
 * upload accepts images only; PDF upload only .pdf"). The spec gives no rule
 * for sketches: they are drawn on the measurement sketch templates (PDFs) or
 * on paper and photographed, so either is taken. Each is sent as `name[]`;
 * the multipart reader names it `name`. None is required.
 */
export const MEASURE_UPLOADS = {
  sketch: { field: MEASURE_FILE_KINDS.sketch, accept: 'pdfOrImage' },
  picture: { field: MEASURE_FILE_KINDS.picture, accept: 'image' },
  measure: { field: MEASURE_FILE_KINDS.measure, accept: 'pdf' },
} as const satisfies Record<MeasureFileKind, UploadRule>;
