import type { ImpressionRatings } from '../../../domain/impression/bodies.js';
import { IMPRESSION_MSG } from '../../../domain/impression/messages.js';
import { averageOf } from '../../../domain/impression/rating.js';
import type { ImpressionRow } from '../../../domain/impression/rows.js';
import { MSG } from '../../../domain/messages.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { loadOneShaped } from '../../entities/shaped.js';
import type { Reader } from '../../entities/feedShape.js';
import { refuse } from '../../http/errors.js';
import { assertOwned } from '../../write/ownership.js';
import type { Writer } from '../../write/writer.js';

/**
 * The one save of an impression, whoever makes it — staff (POST impressions,
 * POST impressions/{id}) or the client through their link (POST
 * public/impressions/{token}): the ratings must be of the company's
 * questions, the average is the domain's (rating.ts), the answers are
 * rewritten row by row through the Writer, so each is audited.
 */

/** A project and its client: what an impression is of. */
export interface ImpressionTarget {
  projectId: string;
  clientId: string;
}

/** The project of this company named by a body, or a refusal on its field. */
export async function projectTarget(w: Writer, projectId: string): Promise<ImpressionTarget> {
  const project = await w.tx.selectFrom('projects').select(['id', 'clientId']).where('companyId', '=', w.companyId).where('id', '=', projectId).executeTakeFirst();
  if (!project) throw refuse(MSG.invalidValue, 'projectId');
  return { projectId: project.id, clientId: project.clientId };
}

/** The project's one impression, if it has one. */
export async function impressionIdOf(db: Reader, companyId: string, projectId: string): Promise<string | null> {
  const row = await db.selectFrom('impressions').select('id').where('companyId', '=', companyId).where('projectId', '=', projectId).executeTakeFirst();
  return row?.id ?? null;
}

/** One impression per project (the unique index of migration 0003): the loser of two racing creates gets the refusal too. */
export const oncePerProject = (err: unknown): never => {
  throw isUniqueViolation(err) ? refuse(IMPRESSION_MSG.alreadyRated, 'projectId') : err;
};

export async function createImpression(w: Writer, id: string, target: ImpressionTarget, ratings: ImpressionRatings): Promise<ImpressionRow> {
  await assertQuestions(w, ratings);
  if ((await impressionIdOf(w.tx, w.companyId, target.projectId)) !== null) throw refuse(IMPRESSION_MSG.alreadyRated, 'projectId');
  await w.insert('impressions', { id, projectId: target.projectId, clientId: target.clientId, feedback: ratings.feedback, average: averageOf(ratings.answers.map((a) => a.rating)) });
  for (const a of ratings.answers) await w.insert('impressionAnswers', { impressionId: id, questionId: a.questionId, rating: a.rating });
  return (await loadOneShaped(w.tx, 'impressions', w.companyId, id)) as ImpressionRow;
}

/** The ratings and the feedback replace the stored ones whole; the project and client stay. */
export async function editImpression(w: Writer, id: string, ratings: ImpressionRatings): Promise<ImpressionRow> {
  await assertQuestions(w, ratings);
  const before = await w.tx.selectFrom('impressionAnswers').select(['id', 'questionId', 'rating']).where('companyId', '=', w.companyId).where('impressionId', '=', id).execute();
  const wanted = new Map(ratings.answers.map((a) => [a.questionId, a.rating]));
  for (const old of before) {
    const rating = wanted.get(old.questionId);
    if (rating === undefined) await w.delete('impressionAnswers', old.id);
    else if (rating !== old.rating) await w.update('impressionAnswers', old.id, { rating });
    wanted.delete(old.questionId);
  }
  for (const [questionId, rating] of wanted) await w.insert('impressionAnswers', { impressionId: id, questionId, rating });
  await w.update('impressions', id, { feedback: ratings.feedback, average: averageOf(ratings.answers.map((a) => a.rating)) });
  // Its answers are its row's `answers`: a change of them alone changes the feed row too.
  w.publish('impressions', id);
  return (await loadOneShaped(w.tx, 'impressions', w.companyId, id)) as ImpressionRow;
}

const assertQuestions = (w: Writer, ratings: ImpressionRatings) =>
  assertOwned(
    w,
    'impressionQuestions',
    ratings.answers.map((a) => a.questionId),
    'questionFields',
  );
