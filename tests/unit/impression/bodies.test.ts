// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { impressionBody, impressionLinkBody, publicImpressionBody } from '../../../domain/impression/bodies.js';
import { IMPRESSION_MSG } from '../../../domain/impression/messages.js';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';

const [a, b, c] = [newId(), newId(), newId()].sort() as [string, string, string];
const projectId = newId();

const refusal = (input: unknown, schema: typeof impressionBody | typeof publicImpressionBody = impressionBody) => {
  const result = parseWith(schema, input);
  if (result.ok) throw new Error('accepted');
  return result.errors;
};

describe('the impression save (projectId, questionFields[], questionFieldValues[], feedback)', () => {
  it('pairs each question with its rating, sorted by question, and trims the feedback', () => {
    const result = parseWith(impressionBody, { projectId, questionFields: [c, a, b], questionFieldValues: [3, 5, '4'], feedback: '  Shume mire.  ' });
    expect(result).toEqual({
      ok: true,
      value: { projectId, feedback: 'Shume mire.', answers: [{ questionId: a, rating: 5 }, { questionId: b, rating: 4 }, { questionId: c, rating: 3 }] },
    });
  });

  it('takes one question as form data sends a single value, and no feedback as null', () => {
    expect(parseWith(impressionBody, { projectId, questionFields: a, questionFieldValues: '2' })).toEqual({ ok: true, value: { projectId, feedback: null, answers: [{ questionId: a, rating: 2 }] } });
    expect(parseWith(impressionBody, { projectId, questionFields: [a], questionFieldValues: [2], feedback: '   ' })).toMatchObject({ value: { feedback: null } });
  });

  it('refuses lists that do not pair up, on the ratings', () => {
    expect(refusal({ projectId, questionFields: [a, b], questionFieldValues: [4] })).toEqual({ questionFieldValues: IMPRESSION_MSG.unpairedAnswers });
    expect(refusal({ projectId, questionFields: [a], questionFieldValues: [4, 5] })).toEqual({ questionFieldValues: IMPRESSION_MSG.unpairedAnswers });
  });

  it.each([0, 6, 2.5, -3, 'pese', '', null, true])('refuses the rating %s with the scale’s message', (rating) => {
    expect(refusal({ projectId, questionFields: [a], questionFieldValues: [rating] })).toEqual({ 'questionFieldValues.0': MSG.rating });
  });

  it('refuses a question rated twice, and a save with no rating', () => {
    expect(refusal({ projectId, questionFields: [a, a], questionFieldValues: [4, 5] })).toEqual({ questionFields: IMPRESSION_MSG.questionTwice });
    expect(refusal({ projectId, feedback: 'Vetem koment.' })).toEqual({ questionFields: IMPRESSION_MSG.rateSomething });
  });

  it('refuses a project or question that is no id, a feedback over 2000 characters or with NUL', () => {
    expect(refusal({ projectId: 'x', questionFields: [a], questionFieldValues: [4] })).toHaveProperty('projectId');
    expect(refusal({ projectId, questionFields: ['1'], questionFieldValues: [4] })).toHaveProperty(['questionFields.0']);
    expect(refusal({ projectId, questionFields: [a], questionFieldValues: [4], feedback: 'x'.repeat(2001) })).toEqual({ feedback: MSG.tooLong });
    expect(refusal({ projectId, questionFields: [a], questionFieldValues: [4], feedback: 'a\u0000b' })).toEqual({ feedback: MSG.invalidValue });
  });

  it('the client’s save is the same without a project', () => {
    expect(parseWith(publicImpressionBody, { questionFields: [b, a], questionFieldValues: [1, 5] })).toEqual({ ok: true, value: { feedback: null, answers: [{ questionId: a, rating: 5 }, { questionId: b, rating: 1 }] } });
    expect(refusal({ questionFields: [a], questionFieldValues: [9] }, publicImpressionBody)).toEqual({ 'questionFieldValues.0': MSG.rating });
    expect(refusal({ questionFields: [a, b], questionFieldValues: [1] }, publicImpressionBody)).toEqual({ questionFieldValues: IMPRESSION_MSG.unpairedAnswers });
  });

  it('a link is asked for a project', () => {
    expect(parseWith(impressionLinkBody, { projectId })).toEqual({ ok: true, value: { projectId } });
    expect(parseWith(impressionLinkBody, {}).ok).toBe(false);
  });
});

describe('the read shape sent back', () => {
  it('takes questionFields as a read names them ({impressionQuestionId, questionRating}) when no questionFieldValues come with them', () => {
    const read = { projectId, feedback: 'Mire', questionFields: [{ impressionQuestionId: b, questionRating: 2 }, { impressionQuestionId: a, questionRating: 4 }] };
    expect(parseWith(impressionBody, read)).toEqual({ ok: true, value: { projectId, feedback: 'Mire', answers: [{ questionId: a, rating: 4 }, { questionId: b, rating: 2 }] } });
    expect(refusal({ ...read, questionFields: [{ impressionQuestionId: a, questionRating: 9 }] })).toEqual({ 'questionFieldValues.0': MSG.rating });
    expect(refusal({ ...read, questionFieldValues: [4, 2] })).toHaveProperty(['questionFields.0']);
  });
});
