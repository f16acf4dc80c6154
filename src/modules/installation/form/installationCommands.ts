import { installationBody, installationEditBody, type InstallationInput } from '../../../../domain/installation/bodies.js';
import { createdInstallationRow, editedInstallationRow } from '../../../../domain/installation/drafts.js';
import { INSTALLATION_ENDPOINTS } from '../../../../domain/installation/endpoints.js';
import type { InstallationRow } from '../../../../domain/installation/rows.js';
import { parseWith } from '../../../../domain/validation.js';
import { callOf, clearDraft, type Command, type CommandFile } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';

/** Where the form lives (a refused entry reopens there) and the draft a save takes off the device in the same transaction. */
export interface InstallationSaveContext {
  /** The record's name on the pending-changes screen: the project's. */
  name: string;
  form?: { to: string; data: Record<string, unknown> };
  /** The form's draft (src/local/drafts.ts), removed with the enqueue: never queued twice after a reload. */
  draft?: string;
}

const withFiles = (files: readonly CommandFile[]): { files?: CommandFile[] } => (files.length > 0 ? { files: [...files] } : {});

/**
 * POST installations (spec 001 §7 "Installation"): the form's fields and ALL
 * its files — both signatures and the photos — in ONE multipart call
 * (SYNC.md O10: a record and its files are one action). The row appears at
 * once as the server will store it (domain createdInstallationRow); the
 * files are shown from the entry until the feed brings their rows. The form
 * checked the input (installationDraft.ts), so a refusal here is a bug of
 * the caller.
 */
export function createInstallationCommand(id: string, input: InstallationInput, files: readonly CommandFile[], context: InstallationSaveContext): Command {
  const parsed = parseWith(installationBody, input);
  if (!parsed.ok) throw new Error(`installation refused: ${parsed.message}`);
  const row = createdInstallationRow(parsed.value, id, new Date().toISOString());
  return {
    label: entryLabel('create', 'installations', context.name),
    ...callOf(INSTALLATION_ENDPOINTS.create, {}, { ...input, id }),
    ...withFiles(files),
    entity: 'installations',
    entityId: id,
    ...(context.form ? { form: context.form } : {}),
    apply: async (db) => {
      await db.installations.put(row);
      if (context.draft) await clearDraft(db, context.draft);
    },
  };
}

/** POST installations/{id}: the fields as the form stands; a new signature replaces the stored one of its kind, photos are added. */
export function updateInstallationCommand(stored: InstallationRow, input: Partial<InstallationInput>, files: readonly CommandFile[], context: InstallationSaveContext): Command {
  const parsed = parseWith(installationEditBody, input);
  if (!parsed.ok) throw new Error(`installation edit refused: ${parsed.message}`);
  const at = new Date().toISOString();
  return {
    label: entryLabel('update', 'installations', context.name),
    ...callOf(INSTALLATION_ENDPOINTS.update, { id: stored.id }, input),
    ...withFiles(files),
    entity: 'installations',
    entityId: stored.id,
    ...(context.form ? { form: context.form } : {}),
    apply: async (db) => {
      // The row as it is now: a pull or an earlier queued edit may have changed it since the form opened.
      const current = (await db.installations.get(stored.id)) ?? stored;
      await db.installations.put(editedInstallationRow(current, parsed.value, at));
      if (context.draft) await clearDraft(db, context.draft);
    },
  };
}

/** DELETE installations/{id}: the installation and the files it owns (signatures, photos). */
export function deleteInstallationCommand(installation: { id: string; name: string }): Command {
  return {
    label: entryLabel('delete', 'installations', installation.name),
    ...callOf(INSTALLATION_ENDPOINTS.remove, { id: installation.id }),
    entity: 'installations',
    entityId: installation.id,
    apply: async (db) => {
      await db.installations.delete(installation.id);
      const files = await db.files.where('ownerId').equals(installation.id).primaryKeys();
      await db.files.bulkDelete(files);
    },
  };
}
