import * as v from 'valibot';
import { stamped, type NewRow } from '../kit/rows.js';

/**
 * Impression's row as the feed sends it (spec 001 §3 "Impression"): the
 * impressions table's columns and its ratings (impression_answers) as
 * `answers`, one per question, sorted by question id so the server's row and
 * a device's optimistic one compare equal. `average` is the ratings' average
 * with 2 decimals (rating.ts averageOf). One impression per project.
 */
export const impressionAnswerRow = v.object({ questionId: v.string(), rating: v.number() });

export const IMPRESSION_ROWS = {
  impressions: v.object({
    ...stamped,
    projectId: v.string(),
    clientId: v.string(),
    feedback: v.nullable(v.string()),
    average: v.number(),
    answers: v.array(impressionAnswerRow),
  }),
};

export type ImpressionRow = v.InferOutput<typeof IMPRESSION_ROWS.impressions>;
export type ImpressionAnswer = v.InferOutput<typeof impressionAnswerRow>;
/** An impression's columns as a save writes them (no id, no times). */
export type ImpressionFields = NewRow<ImpressionRow>;
