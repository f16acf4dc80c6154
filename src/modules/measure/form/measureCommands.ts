import { createdMeasureRow, editedMeasureRow } from '../../../../domain/measure/drafts.js';
import { MEASURE_ENDPOINTS } from '../../../../domain/measure/endpoints.js';
import type { MeasureInput, MeasureSave } from '../../../../domain/measure/bodies.js';
import type { MeasureRow } from '../../../../domain/measure/rows.js';
import { callOf, clearDraft, type Command, type CommandFile } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';

/** Where the form lives (a refused entry reopens there) and the draft a save takes off the device in the same transaction. */
export interface MeasureSaveContext {
  /** The measure's name on the pending-changes screen: client and project. */
  name: string;
  form: { to: string; data: Record<string, unknown> };
  /** The form's draft (src/local/drafts.ts), removed with the enqueue: never queued twice after a reload. */
  draft: string;
}

const withFiles = (files: readonly CommandFile[]): { files?: CommandFile[] } => (files.length > 0 ? { files: [...files] } : {});

/**
 * POST measures (spec 000 §7): the form's fields and ALL its files —
 * measure PDFs, pictures, sketches — in ONE multipart call (SYNC.md O10),
 * with the id made here (O13), so a measure of a project created offline
 * queues behind that project's create (the outbox's FIFO). The row appears
 * at once as the server will store it (domain/measure/drafts.ts); the files
 * are shown from the entry until the feed brings their rows. `save` is the
 * input as the form parsed it (measureDraft.ts planMeasureSave).
 */
export function createMeasureCommand(id: string, input: MeasureInput, save: MeasureSave, files: readonly CommandFile[], context: MeasureSaveContext): Command {
  const row = createdMeasureRow(save, id, new Date().toISOString());
  return {
    label: entryLabel('create', 'measures', context.name),
    ...callOf(MEASURE_ENDPOINTS.create, {}, { ...input, id }),
    ...withFiles(files),
    entity: 'measures',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      await db.measures.put(row);
      await clearDraft(db, context.draft);
    },
  };
}

/** POST measures/{id}: the fields as the form stands, the new files added to the stored ones. */
export function updateMeasureCommand(stored: MeasureRow, input: MeasureInput, save: MeasureSave, files: readonly CommandFile[], context: MeasureSaveContext): Command {
  const at = new Date().toISOString();
  return {
    label: entryLabel('update', 'measures', context.name),
    ...callOf(MEASURE_ENDPOINTS.update, { id: stored.id }, input),
    ...withFiles(files),
    entity: 'measures',
    entityId: stored.id,
    form: context.form,
    apply: async (db) => {
      // The row as it is now: a pull or an earlier queued edit may have changed it since the form opened.
      const current = (await db.measures.get(stored.id)) ?? stored;
      await db.measures.put(editedMeasureRow(current, save, at));
      await clearDraft(db, context.draft);
    },
  };
}
