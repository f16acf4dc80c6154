import type { ImpressionRatings, ImpressionSave } from './bodies.js';
import { averageOf } from './rating.js';
import type { ImpressionRow } from './rows.js';

/**
 * The rows a save leaves, from the parsed body (bodies.ts): the device writes
 * them optimistically, the server stores the same columns, so the pulled row
 * equals the optimistic one but for the server's times.
 */

/** Create or edit (spec 001 §4 "Impression: edit if one is fetched, else create"): a project has one impression. */
export type ImpressionSaveMode = { mode: 'create' } | { mode: 'edit'; id: string };

export function saveModeOf(existing: Pick<ImpressionRow, 'id'> | null | undefined): ImpressionSaveMode {
  return existing ? { mode: 'edit', id: existing.id } : { mode: 'create' };
}

/** A new impression: the client is the project's (the body names only the project). */
export function createdImpressionRow(id: string, clientId: string, save: ImpressionSave, at: string): ImpressionRow {
  return {
    id,
    projectId: save.projectId,
    clientId,
    feedback: save.feedback,
    average: averageOf(save.answers.map((a) => a.rating)),
    answers: save.answers,
    createdAt: at,
    updatedAt: at,
  };
}

/** After an edit: the ratings and the feedback are replaced whole; the project and client stay. */
export function editedImpressionRow(stored: ImpressionRow, save: ImpressionRatings, at: string): ImpressionRow {
  return { ...stored, feedback: save.feedback, average: averageOf(save.answers.map((a) => a.rating)), answers: save.answers, updatedAt: at };
}
