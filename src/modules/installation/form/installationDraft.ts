import { installationBody, installationEditBody, type InstallationInput } from '../../../../domain/installation/bodies.js';
import { checkInstallation, saveModeOf, type Signatures } from '../../../../domain/installation/rules.js';
import type { InstallationRow } from '../../../../domain/installation/rows.js';
import { INSTALLATION_UPLOADS, MAX_INSTALLATION_PHOTOS } from '../../../../domain/installation/uploads.js';
import { parseWith } from '../../../../domain/validation.js';
import type { CommandFile } from '../../../local';

/**
 * The installation form as data (spec 001 §2 "Installation") and what a save
 * of it queues. Pure: the screen keeps an InstallationDraft (also stored as
 * the form's draft, so a reload keeps photos and signatures), the domain's
 * rules run here before anything is queued (spec 001 §5 "Installation"), and
 * the body is parsed with the endpoint's own schema, so what is queued is
 * what the server accepts.
 */
export interface InstallationDraft {
  installationStart: string | null;
  installationEnd: string | null;
  comment: string;
  conditional: boolean;
  /** New photos (re-encoded JPEG), added to the stored ones on save. */
  photos: Blob[];
  /** A signature saved on its pad (PNG), replacing the stored one of its kind on save. */
  installerSignature: Blob | null;
  clientSignature: Blob | null;
}

/** The form as it opens: the installation's own values, or empty for a new one. */
export const draftOf = (installation: InstallationRow | null): InstallationDraft => ({
  installationStart: installation?.installationStart ?? null,
  installationEnd: installation?.installationEnd ?? null,
  comment: installation?.comment ?? '',
  conditional: installation?.conditional === 1,
  photos: [],
  installerSignature: null,
  clientSignature: null,
});

/** The text of a draft, as a refused entry keeps it to reopen the form (its blobs are the entry's files). */
export type DraftFields = Omit<InstallationDraft, 'photos' | 'installerSignature' | 'clientSignature'>;

export const fieldsOf = (d: InstallationDraft): DraftFields => ({
  installationStart: d.installationStart,
  installationEnd: d.installationEnd,
  comment: d.comment,
  conditional: d.conditional,
});

/** What the form sends besides its files: every field, so an edit states the form as it stands. */
export function inputOf(draft: InstallationDraft, target: { projectId: string; transportId: string }): InstallationInput {
  return {
    projectId: target.projectId,
    transportId: target.transportId,
    installationStart: draft.installationStart,
    installationEnd: draft.installationEnd,
    comment: draft.comment,
    conditional: draft.conditional ? 1 : 0,
  };
}

/** The draft's files under their multipart names (decisions issue 13): one image per signature, photos as photos[]. */
export function filesOf(draft: InstallationDraft): CommandFile[] {
  const files: CommandFile[] = [];
  if (draft.installerSignature) files.push({ field: INSTALLATION_UPLOADS.installerSignature.field, blob: draft.installerSignature, name: 'nenshkrimi-instaluesit.png' });
  if (draft.clientSignature) files.push({ field: INSTALLATION_UPLOADS.clientSignature.field, blob: draft.clientSignature, name: 'nenshkrimi-klientit.png' });
  draft.photos.forEach((blob, i) => files.push({ field: `${INSTALLATION_UPLOADS.photos.field}[]`, blob, name: `foto-${i + 1}.jpg` }));
  return files;
}

/** The files an entry carries back as a draft's blobs (a refused entry reopened in the form). */
export function blobsOf(files: readonly CommandFile[] | undefined): Pick<InstallationDraft, 'photos' | 'installerSignature' | 'clientSignature'> {
  const of = (field: string) => (files ?? []).filter((f) => f.field === field).map((f) => f.blob);
  return {
    photos: of(`${INSTALLATION_UPLOADS.photos.field}[]`),
    installerSignature: of(INSTALLATION_UPLOADS.installerSignature.field)[0] ?? null,
    clientSignature: of(INSTALLATION_UPLOADS.clientSignature.field)[0] ?? null,
  };
}

/** How many more photos the installation takes: up to MAX_INSTALLATION_PHOTOS with those stored and queued. */
export const photoRoom = (held: number): number => Math.max(0, MAX_INSTALLATION_PHOTOS - held);

/** A refusal and the field it is said at: a timestamp, a signature pad, or a body field ('comment'). */
export interface PlanRefusal {
  message: string;
  field: string;
}

export type InstallationPlan =
  | { ok: false; refusal: PlanRefusal }
  | { ok: true; mode: 'create'; input: InstallationInput; files: CommandFile[] }
  | { ok: true; mode: 'edit'; id: string; input: InstallationInput; files: CommandFile[] };

/**
 * What a save queues, or the refusal the form shows (domain checkInstallation:
 * the start is required; an end needs both signatures — one saved on its pad
 * now, or already held: stored on the server or queued with an earlier save;
 * the end is not before the start). Create when the transport has no
 * installation, else edit it (domain saveModeOf).
 */
export function planInstallationSave(
  draft: InstallationDraft,
  target: { projectId: string; transportId: string },
  installations: readonly { id: string; transportId: string | null }[],
  held: Signatures,
): InstallationPlan {
  const signatures: Signatures = {
    installerSignature: held.installerSignature || draft.installerSignature !== null,
    clientSignature: held.clientSignature || draft.clientSignature !== null,
  };
  const refusal = checkInstallation(draft, signatures);
  if (refusal) return { ok: false, refusal };
  const input = inputOf(draft, target);
  const mode = saveModeOf(target.transportId, installations);
  const parsed = parseWith(mode.mode === 'create' ? installationBody : installationEditBody, input);
  if (!parsed.ok) return { ok: false, refusal: { message: parsed.message, field: Object.keys(parsed.errors)[0] ?? '_' } };
  const files = filesOf(draft);
  return mode.mode === 'create' ? { ok: true, mode: 'create', input, files } : { ok: true, mode: 'edit', id: mode.id, input, files };
}
