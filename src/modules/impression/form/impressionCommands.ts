import { IMPRESSION_ENDPOINTS } from '../../../../domain/impression/endpoints.js';
import { createdImpressionRow, editedImpressionRow, saveModeOf } from '../../../../domain/impression/drafts.js';
import { IMPRESSION_MSG } from '../../../../domain/impression/messages.js';
import type { ImpressionRow } from '../../../../domain/impression/rows.js';
import { parseWith } from '../../../../domain/validation.js';
import { callOf, type Command } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';
import { ratingLists, type RatingDraft, type RatingQuestion } from '../rating/ratingDraft';

/** What a staff save queues, with the success text it says, or the refusal the form shows (the endpoint's own schema decides). */
export type ImpressionSavePlan = { ok: true; command: Command; message: string } | { ok: false; message: string };

export interface ImpressionSaveContext {
  project: { id: string; name: string; clientId: string; clientName: string };
  questions: readonly RatingQuestion[];
  stored: ImpressionRow | null;
  /** The form's path: a refused entry reopens there with its draft (src/app/writes/outboxDraft.ts). */
  formTo: string;
  newId: () => string;
  at: string;
}

/**
 * The staff save (spec 001 §4 "Impression: edit if one is fetched, else
 * create"; §7 POST impressions, POST impressions/{id} with projectId,
 * questionFields[], questionFieldValues[], feedback): queued in the outbox,
 * the row shown at once from the domain's row rules (domain/impression/drafts.ts).
 */
export function planImpressionSave(draft: RatingDraft, ctx: ImpressionSaveContext): ImpressionSavePlan {
  const input = { projectId: ctx.project.id, ...ratingLists(ctx.questions, draft) };
  const parsed = parseWith(IMPRESSION_ENDPOINTS.create.body, input);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const name = `${ctx.project.clientName} — ${ctx.project.name}`;
  const form = { to: ctx.formTo, data: { draft } };
  const mode = saveModeOf(ctx.stored);
  if (mode.mode === 'create') {
    const id = ctx.newId();
    const row = createdImpressionRow(id, ctx.project.clientId, parsed.value, ctx.at);
    return {
      ok: true,
      message: IMPRESSION_MSG.created,
      command: {
        label: entryLabel('create', 'impressions', name),
        ...callOf(IMPRESSION_ENDPOINTS.create, {}, { ...input, id }),
        entity: 'impressions',
        entityId: id,
        form,
        apply: async (db) => void (await db.impressions.put(row)),
      },
    };
  }
  const stored = ctx.stored!;
  return {
    ok: true,
    message: IMPRESSION_MSG.edited,
    command: {
      label: entryLabel('update', 'impressions', name),
      ...callOf(IMPRESSION_ENDPOINTS.update, { id: mode.id }, input),
      entity: 'impressions',
      entityId: mode.id,
      form,
      apply: async (db) => {
        // The row as it is now: a pull or an earlier edit may have changed it since the form opened.
        const current = (await db.impressions.get(mode.id)) ?? stored;
        await db.impressions.put(editedImpressionRow(current, parsed.value, ctx.at));
      },
    },
  };
}

/** The form's draft kept with a refused entry, if it is one. */
export function refusedDraft(data: Record<string, unknown> | undefined): RatingDraft | null {
  const draft = data?.draft as RatingDraft | undefined;
  return draft && typeof draft.feedback === 'string' && typeof draft.ratings === 'object' && draft.ratings !== null ? draft : null;
}
