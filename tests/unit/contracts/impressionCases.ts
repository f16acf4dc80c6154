import type { ImpressionRow } from '../../../domain/impression/rows.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { planImpressionSave, type ImpressionSaveContext } from '../../../src/modules/impression/form/impressionCommands.js';
import type { RatingDraft } from '../../../src/modules/impression/rating/ratingDraft.js';
import type { LocalServer } from '../local/harness.js';

/**
 * Impression's writes for the optimistic-row contract, built by the PWA's own
 * staff form builder (src/modules/impression/form/impressionCommands.ts): a
 * demo project installed and not yet rated gets an impression (every question
 * rated), then its edit (one rating changed, the feedback cleared).
 */
export function impressionCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  let project: ImpressionSaveContext['project'] | undefined;
  let questionIds: string[] = [];

  async function target(): Promise<ImpressionSaveContext['project']> {
    if (project) return project;
    const db = server().s.connection.db;
    const company = await db.selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const rated = db.selectFrom('impressions').select('projectId').where('companyId', '=', company.id);
    const row = await db
      .selectFrom('installations')
      .innerJoin('projects', 'projects.id', 'installations.projectId')
      .select(['projects.id', 'projects.clientId', 'projects.projectName'])
      .where('installations.companyId', '=', company.id)
      .where('installations.projectId', 'not in', rated as never)
      .orderBy('projects.id')
      .executeTakeFirstOrThrow();
    questionIds = (await db.selectFrom('impressionQuestions').select('id').where('companyId', '=', company.id).orderBy('id').execute()).map((q) => q.id);
    project = { id: row.id, name: String(row.projectName), clientId: String(row.clientId), clientName: 'Kontrate' };
    return project;
  }

  async function command(stored: ImpressionRow | null, draft: (ids: string[]) => RatingDraft, id: string): Promise<Command> {
    const p = await target();
    const plan = planImpressionSave(draft(questionIds), {
      project: p,
      questions: questionIds.map((q) => ({ id: q, label: q })),
      stored,
      formTo: `/dashboard/impression/create/${p.clientId}/${p.id}`,
      newId: () => id,
      at: new Date().toISOString(),
    });
    if (!plan.ok) throw new Error(`impression refused: ${plan.message}`);
    return plan.command;
  }

  return {
    impressions: {
      create: { command: (id: string) => command(null, (ids) => ({ ratings: Object.fromEntries(ids.map((q, i) => [q, (i % 5) + 1])), feedback: 'Kontrate: pune e paster.' }), id) },
      update: {
        command: async (id: string) => {
          const stored = await mirror().impressions.get(id);
          if (!stored) throw new Error('no impression to edit');
          return command(stored, (ids) => ({ ratings: Object.fromEntries(ids.map((q, i) => [q, i === 0 ? 2 : 5])), feedback: '' }), id);
        },
      },
    },
  };
}
