import * as v from 'valibot';
import { nullableId, stamped, type NewRow } from '../kit/rows.js';

/**
 * Installation's row as the feed sends it (spec 001 §3 "Installation
 * record"): the installations table's columns. installationStart and
 * installationEnd are as the form stamps them ('YYYY-MM-DD HH:mm:ss') or an
 * ISO instant (the seed's); conditional is the conditional-installation
 * checkbox, 0/1. The signatures and photos are `files` rows owned by the
 * installation (ownerType 'installations', kinds in uploads.ts).
 */
export const INSTALLATION_ROWS = {
  installations: v.object({
    ...stamped,
    projectId: v.string(),
    transportId: nullableId,
    installationStart: v.nullable(v.string()),
    installationEnd: v.nullable(v.string()),
    comment: v.nullable(v.string()),
    conditional: v.number(),
  }),
};

export type InstallationRow = v.InferOutput<typeof INSTALLATION_ROWS.installations>;

/** An installation's columns as a create or an edit writes them. */
export type InstallationFields = NewRow<InstallationRow>;
