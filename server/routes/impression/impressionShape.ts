import type { ImpressionRow } from '../../../domain/impression/rows.js';
import { answersOf } from '../../../domain/impression/bodies.js';
import { inChunks } from '../../db/inChunks.js';
import { feedColumns, groupBy, ofCompany, type EntityShape } from '../../entities/feedShape.js';

/**
 * An impression as the feed and the API send it: its columns and its ratings
 * (impression_answers) as `answers`, sorted by question id as a device's
 * optimistic row sorts them (domain/impression/bodies.ts answersOf).
 */
export const impressionShape: EntityShape<ImpressionRow> = {
  table: 'impressions',
  async load(db, companyId, ids) {
    if (ids.length === 0) return [];
    const rows = ofCompany(await db.selectFrom('impressions').selectAll().where('id', 'in', ids).execute(), companyId);
    if (rows.length === 0) return [];
    const answers = await inChunks(
      rows.map((r) => r.id),
      (chunk) => db.selectFrom('impressionAnswers').select(['impressionId', 'questionId', 'rating']).where('companyId', '=', companyId).where('impressionId', 'in', chunk).execute(),
    );
    const byImpression = groupBy(answers, (a) => a.impressionId);
    return rows.map((r) => {
      const own = byImpression.get(r.id) ?? [];
      return {
        ...(feedColumns('impressions', r) as Omit<ImpressionRow, 'answers'>),
        average: Number(r.average),
        answers: answersOf(
          own.map((a) => a.questionId),
          own.map((a) => a.rating),
        ),
      };
    });
  },
};
