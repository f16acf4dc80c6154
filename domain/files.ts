import * as v from 'valibot';
import type { EntityName } from './entities.js';
import type { ModuleKey } from './permissions.js';
import { MSG } from './messages.js';
import { idField, intFrom, optionalText } from './validation.js';

/** What an upload field takes, judged by the file's bytes (spec 000 §5: "Photo upload accepts images only; PDF upload only .pdf"). */
export type Accept = 'image' | 'pdf' | 'pdfOrImage';

/** Largest file one upload may carry; the server answers 413 above it, the forms refuse it first. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Most files one request may carry: an installation's 10 photos and its 2 signatures (issue 13); the server answers 413 above it. */
export const MAX_UPLOAD_FILES = 12;

export const IMAGE_MIMES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PDF_MIME = 'application/pdf';

export const ACCEPT_REFUSAL: Record<Accept, string> = {
  image: MSG.onlyImages,
  pdf: MSG.onlyPdf,
  pdfOrImage: MSG.onlyPdfOrImages,
};

export function accepts(accept: Accept, mime: string): boolean {
  if (IMAGE_MIMES.includes(mime)) return accept !== 'pdf';
  if (mime === PDF_MIME) return accept !== 'image';
  return false;
}

/** An upload field of a form: its name, what it takes, and the message when a required file is missing. */
export interface UploadRule {
  field: string;
  accept: Accept;
  /** Set when the form cannot be saved without a file. */
  missing?: string;
}

/** Spec 001 §5 Admin: "A measure template needs a PDF: 'Ju lutem nkarkoni file-in!'". */
export const TEMPLATE_UPLOAD = { field: 'template', accept: 'pdf', missing: MSG.uploadFile } as const satisfies UploadRule;

/**
 * Where a stored file is read. Stable (no expiry), so read shapes and the offline
 * mirror can keep it; a fetch sends the bearer token, and <img>/<a> use a signed
 * URL from `GET files/{id}/url` instead.
 */
export const fileUrl = (fileId: string): string => `/api/v1/files/${fileId}`;

/** A file as every read shape shows it. */
export type FileLink = {
  id: string;
  fileName: string;
  url: string;
};

/** A `files` row as the feed sends it (its name on disk stays on the server). */
export type FileRead = FileLink & {
  ownerType: string;
  ownerId: string;
  kind: string;
  mime: string;
  size: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Images and PDFs may open in the browser; anything else is only downloaded. */
export const opensInline = (mime: string): boolean => accepts('pdfOrImage', mime);

const flagParam = v.optional(v.pipe(v.picklist(['0', '1', 'true', 'false'], MSG.invalidValue), v.transform((x) => x === '1' || x === 'true')), '0');

/** GET files/{id}: `inline=1` opens an image or PDF in the browser; `exp`, `uid` and `sig` come from a signed link, all or none. */
export const fileDownloadQuery = v.pipe(
  v.object({
    inline: flagParam,
    exp: v.optional(intFrom()),
    uid: v.optional(idField(MSG.invalidValue)),
    sig: v.optional(v.pipe(v.string(MSG.invalidValue), v.regex(/^[A-Za-z0-9_-]{1,100}$/, MSG.invalidValue))),
  }),
  v.check((q) => (q.exp === undefined) === (q.sig === undefined) && (q.exp === undefined) === (q.uid === undefined), MSG.invalidValue),
);

/** GET files/{id}/url: a signed link, optionally one that opens inline. */
export const fileUrlQuery = v.object({ inline: flagParam });

/** Spec 000 §3 "Measure template: nameOfFile, template (PDF link)". */
export type MeasurementTemplateRead = {
  id: string;
  nameOfFile: string;
  fileId: string | null;
  template: FileLink | null;
  createdAt: string;
  updatedAt: string;
};

/** The text fields of the template form; the PDF comes as the `template` file (TEMPLATE_UPLOAD). A blank name keeps the current one, or on create takes the file's. */
export const measurementTemplateBody = v.object({ nameOfFile: optionalText() });

/**
 * `DELETE {type}/assets/{id}` (spec 000 §7): the path's type names the entity that
 * must own the file and the module whose write permission the removal needs.
 */
export const ASSET_TYPES = {
  measures: { ownerType: 'measures', module: 'measures' },
  offers: { ownerType: 'offers', module: 'offers' },
  agreements: { ownerType: 'agreements', module: 'agreements' },
  installations: { ownerType: 'installations', module: 'installation' },
  servicing: { ownerType: 'serviceTickets', module: 'service' },
  projects: { ownerType: 'projects', module: 'contact' },
  'measurement-templates': { ownerType: 'measurementTemplates', module: 'lookup' },
} as const satisfies Record<string, { ownerType: EntityName; module: ModuleKey | 'lookup' }>;
