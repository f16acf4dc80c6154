import * as v from 'valibot';
import { listOf } from '../admin/payload.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField, intFrom, optionalText } from '../validation.js';
import { IMPRESSION_MSG } from './messages.js';
import { isRating } from './rating.js';
import type { ImpressionAnswer } from './rows.js';

/**
 * What an impression save sends (spec 001 §7 "Impression": projectId,
 * questionFields[], questionFieldValues[], feedback): questionFields[i] is an
 * impression question's id and questionFieldValues[i] its rating, 1 to 5.
 * The two lists pair up index by index; a question is rated once; at least
 * one is rated. Form-data sends a list, one value or nothing; a rating may
 * arrive as text ("4").
 */

export const FEEDBACK_MAX = 2000;

/** The ratings and the feedback, as the staff form and the client's page both send them. */
export interface ImpressionRatingsInput {
  questionFields?: string[];
  questionFieldValues?: (number | string)[];
  feedback?: string | null;
}

/** The staff save: the project's ratings (POST impressions, POST impressions/{id}). */
export interface ImpressionInput extends ImpressionRatingsInput {
  projectId: string;
}

/** What a save writes: the ratings paired and sorted by question, as the feed row lists them. */
export interface ImpressionRatings {
  feedback: string | null;
  answers: ImpressionAnswer[];
}
export interface ImpressionSave extends ImpressionRatings {
  projectId: string;
}

const ratingValue = v.pipe(intFrom(MSG.rating), v.check((n: number) => isRating(n), MSG.rating));

/** Trimmed, at most FEEDBACK_MAX, '' or nothing → null (a NUL never reaches it: domain/validation.ts parseWith). */
const feedbackCell = v.pipe(
  optionalText(FEEDBACK_MAX),
  v.transform((s) => s ?? null),
);

const ratingEntries = {
  questionFields: listOf(idField()),
  questionFieldValues: listOf(ratingValue),
  feedback: feedbackCell,
};

type RatingLists = { questionFields: string[]; questionFieldValues: number[] };

const paired = (b: RatingLists) => b.questionFields.length === b.questionFieldValues.length;
const eachOnce = (b: RatingLists) => new Set(b.questionFields).size === b.questionFields.length;
const rated = (b: RatingLists) => b.questionFields.length > 0;

/** The pairs, sorted by question id (code-unit order, as the server's row sorts them). */
export function answersOf(questionIds: readonly string[], ratings: readonly number[]): ImpressionAnswer[] {
  return questionIds.map((questionId, i) => ({ questionId, rating: ratings[i]! })).sort((a, b) => (a.questionId < b.questionId ? -1 : a.questionId > b.questionId ? 1 : 0));
}

type ReadField = { impressionQuestionId: unknown; questionRating: unknown };
const isReadField = (x: unknown): x is ReadField => typeof x === 'object' && x !== null && 'impressionQuestionId' in x && 'questionRating' in x;

/**
 * The read shape's ratings taken as a save's (spec 001 §3: a read names them
 * questionFields: {impressionQuestionId, questionRating}[]): a client that
 * sends back what it read edits it, instead of being refused for the field
 * the two shapes name alike. Only when no questionFieldValues are sent.
 */
const adoptReadShape = v.transform((input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  const fields = body.questionFields;
  if (body.questionFieldValues !== undefined || !Array.isArray(fields) || fields.length === 0 || !fields.every(isReadField)) return body;
  return { ...body, questionFields: fields.map((f) => f.impressionQuestionId), questionFieldValues: fields.map((f) => f.questionRating) };
});

const ratingsOf = (b: RatingLists & { feedback?: string | null }): ImpressionRatings => ({ feedback: b.feedback ?? null, answers: answersOf(b.questionFields, b.questionFieldValues) });

/** The staff save (create and edit take the same payload, spec 001 §7). */
export const impressionBody = sentAs<ImpressionInput>()(
  v.pipe(
    v.unknown(),
    adoptReadShape,
    v.object({ projectId: idField(), ...ratingEntries }),
    v.forward(v.check((b) => paired(b), IMPRESSION_MSG.unpairedAnswers), ['questionFieldValues']),
    v.forward(v.check((b) => eachOnce(b), IMPRESSION_MSG.questionTwice), ['questionFields']),
    v.forward(v.check((b) => rated(b), IMPRESSION_MSG.rateSomething), ['questionFields']),
    v.transform((b): ImpressionSave => ({ projectId: b.projectId, ...ratingsOf(b) })),
  ),
);

/** The client's save through their link (POST public/impressions/{token}): the project is the link's. */
export const publicImpressionBody = sentAs<ImpressionRatingsInput>()(
  v.pipe(
    v.unknown(),
    adoptReadShape,
    v.object(ratingEntries),
    v.forward(v.check((b) => paired(b), IMPRESSION_MSG.unpairedAnswers), ['questionFieldValues']),
    v.forward(v.check((b) => eachOnce(b), IMPRESSION_MSG.questionTwice), ['questionFields']),
    v.forward(v.check((b) => rated(b), IMPRESSION_MSG.rateSomething), ['questionFields']),
    v.transform((b) => ratingsOf(b)),
  ),
);

/** POST impressions/links: a new rating link for the project (the earlier ones are revoked). */
export const impressionLinkBody = sentAs<{ projectId: string }>()(v.object({ projectId: idField() }));
