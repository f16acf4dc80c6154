import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { createMeasureCommand, updateMeasureCommand } from '../../../src/modules/measure/form/measureCommands';
import { noFiles, planMeasureSave, type MeasureDraft } from '../../../src/modules/measure/form/measureDraft';
import type { LocalServer } from '../local/harness.js';

/**
 * Measure's writes for the optimistic-row contract, through the form's own
 * plan and commands (src/modules/measure/form): the first measure of a demo
 * project that has none, then its edit to a final measure with a location.
 */
export function measureCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const context = (projectId: string) => ({ name: 'kontrate', form: { to: `/dashboard/measures/create/${projectId}`, data: {} }, draft: `measure:${projectId}` });
  let draft: MeasureDraft | null = null;

  async function create(id: string): Promise<Command> {
    const db = server().s.connection.db;
    const measured = db.selectFrom('measures').select('projectId');
    const project = await db
      .selectFrom('projects')
      .innerJoin('companies', 'companies.id', 'projects.companyId')
      .select(['projects.id', 'projects.clientId', 'projects.measureDate'])
      .where('companies.code', '=', 'demo')
      .where('projects.id', 'not in', measured as never)
      .orderBy('projects.id')
      .executeTakeFirstOrThrow();
    draft = {
      clientId: project.clientId,
      projectId: project.id,
      measureStatusId: 1,
      productColor: null,
      productMaterial: 'MDF',
      productLocation: '',
      details: 'Kontrate',
      measureDate: project.measureDate,
      startDate: null,
      plannedDate: null,
      employeeId: null,
      files: noFiles(),
    };
    const plan = planMeasureSave(draft, [], []);
    if (!plan.ok || plan.mode !== 'create') throw new Error(`measure refused: ${plan.ok ? plan.mode : plan.message}`);
    return createMeasureCommand(id, plan.input, plan.save, plan.files, context(project.id));
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().measures.get(id);
    if (!stored || !draft) throw new Error('no measure to edit');
    const plan = planMeasureSave({ ...draft, measureStatusId: 2, productLocation: '42.662900,21.165500', details: '', plannedDate: '2026-07-01' }, [stored], []);
    if (!plan.ok || plan.mode !== 'edit') throw new Error(`measure edit refused: ${plan.ok ? plan.mode : plan.message}`);
    return updateMeasureCommand(stored, plan.input, plan.save, plan.files, context(stored.projectId));
  }

  return { measures: { create: { command: create }, update: { command: edit } } };
}
