import type { ImpressionQuestionField } from '../../../../domain/impression/answers.js';
import { averageOf } from '../../../../domain/impression/rating.js';

/** What the rating form holds: stars by question id, and the client's words. */
export interface RatingDraft {
  ratings: Readonly<Record<string, number>>;
  feedback: string;
}

export interface RatingQuestion {
  id: string;
  label: string;
}

/** A stored impression's answers as the form opens them. */
export function draftOf(fields: readonly ImpressionQuestionField[], feedback: string | null): RatingDraft {
  return { ratings: Object.fromEntries(fields.map((f) => [f.impressionQuestionId, f.questionRating])), feedback: feedback ?? '' };
}

/**
 * The spec's paired lists (questionFields[i] rated questionFieldValues[i]) for
 * the questions the form shows, in their order; a question not rated is not
 * sent (the domain asks for at least one).
 */
export function ratingLists(questions: readonly RatingQuestion[], draft: RatingDraft): { questionFields: string[]; questionFieldValues: number[]; feedback: string } {
  const rated = questions.filter((q) => draft.ratings[q.id] !== undefined);
  return { questionFields: rated.map((q) => q.id), questionFieldValues: rated.map((q) => draft.ratings[q.id]!), feedback: draft.feedback };
}

/** The average the form shows as the stars change: of the questions shown and rated; null before any. */
export function draftAverage(questions: readonly RatingQuestion[], draft: RatingDraft): number | null {
  const { questionFieldValues } = ratingLists(questions, draft);
  return questionFieldValues.length === 0 ? null : averageOf(questionFieldValues);
}
