import * as v from 'valibot';
import { textCell, timestampCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { PRODUCTION_MSG } from '../production/messages.js';
import { idField } from '../validation.js';
import { formFlag } from '../warehouse/bodies.js';
import { INSTALLATION_MSG } from './messages.js';
import { endAfterStart, hasStart } from './rules.js';
import type { InstallationFields } from './rows.js';

/**
 * What the installation form sends (spec 001 §7 "Installation": "project,
 * transport, start and end timestamps (YYYY-MM-DD HH:mm:ss), comment,
 * signatures and photos"; field names ours, the spec shows none): multipart
 * with the files of uploads.ts beside these text fields, or JSON without
 * files. Form-data sends an empty cell as '': a cleared stamp or comment.
 */

const COMMENT_MAX = 2000;

/** The create's input as the PWA sends it; the device's id goes beside it (SYNC.md O13). */
export interface InstallationInput {
  projectId: string;
  transportId: string;
  installationStart?: string | null;
  installationEnd?: string | null;
  comment?: string | null;
  /** The conditional-installation checkbox: 1/0 ('1'/'0' in form-data). */
  conditional?: 0 | 1;
}

/** POST installations: a transport's installation. The start is required; the end's signatures are checked with the files (rules.ts checkInstallation). */
export const installationBody = sentAs<InstallationInput>()(
  v.pipe(
    v.object({
      projectId: idField(),
      transportId: idField(),
      installationStart: timestampCell,
      installationEnd: timestampCell,
      comment: textCell(COMMENT_MAX),
      conditional: formFlag,
    }),
    // Left out or '' is null, as the stored row holds it.
    v.transform((b) => ({ ...b, installationStart: b.installationStart ?? null, installationEnd: b.installationEnd ?? null, comment: b.comment ?? null })),
    v.forward(
      v.check((b) => hasStart(b), INSTALLATION_MSG.startRequired),
      ['installationStart'],
    ),
    v.forward(
      v.check((b) => endAfterStart(b), PRODUCTION_MSG.endBeforeStart),
      ['installationEnd'],
    ),
  ),
);

export type InstallationCreate = v.InferOutput<typeof installationBody>;

/**
 * POST installations/{id}: the same fields. An installation stays with its
 * project and transport: both may be sent (the form does) and must be its
 * own. A field left out keeps its value; '' or null clears it. The rules are
 * checked on the fields after the edit (editedFields), once the stored row
 * and signatures are known.
 */
export const installationEditBody = sentAs<Partial<InstallationInput>>()(
  v.object({
    projectId: v.optional(idField()),
    transportId: v.optional(idField()),
    installationStart: v.optional(timestampCell),
    installationEnd: v.optional(timestampCell),
    comment: v.optional(textCell(COMMENT_MAX)),
    conditional: v.optional(v.unwrap(formFlag)),
  }),
);

export type InstallationEdit = v.InferOutput<typeof installationEditBody>;

/** The columns of a created installation. */
export function createdFields(b: InstallationCreate): InstallationFields {
  return {
    projectId: b.projectId,
    transportId: b.transportId,
    installationStart: b.installationStart,
    installationEnd: b.installationEnd,
    comment: b.comment,
    conditional: b.conditional,
  };
}

/** The columns of an installation after an edit: what it sends replaces, what it leaves out stays. */
export function editedFields(stored: InstallationFields, edit: InstallationEdit): InstallationFields {
  return {
    projectId: stored.projectId,
    transportId: stored.transportId,
    installationStart: edit.installationStart === undefined ? stored.installationStart : edit.installationStart,
    installationEnd: edit.installationEnd === undefined ? stored.installationEnd : edit.installationEnd,
    comment: edit.comment === undefined ? stored.comment : edit.comment,
    conditional: edit.conditional ?? stored.conditional,
  };
}
