import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { createInstallationCommand, updateInstallationCommand, type InstallationSaveContext } from '../../../src/modules/installation/form/installationCommands';
import { draftOf, fieldsOf, planInstallationSave, type InstallationDraft } from '../../../src/modules/installation/form/installationDraft';
import { installationDraftKey } from '../../../src/modules/installation/form/useInstallationDraft';
import type { LocalServer } from '../local/harness.js';

/**
 * Installation's writes for the optimistic-row contract, through the form's
 * own plan and commands (src/modules/installation/form): the first
 * installation of a demo transport that has none, then its edit (comment
 * cleared, not conditional, a later start). No files: an end with both
 * signatures is the server suite's (tests/server/installation.test.ts), and
 * the plan refuses an end without them — so the edit leaves the end out.
 */
export function installationCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const noSignatures = { installerSignature: false, clientSignature: false };
  let target: { projectId: string; transportId: string } | undefined;

  const context = (t: { transportId: string }, draft: InstallationDraft): InstallationSaveContext => ({
    name: 'kontrate',
    form: { to: `/dashboard/installation/create/${t.transportId}`, data: { transportId: t.transportId, fields: fieldsOf(draft) } },
    draft: installationDraftKey(t.transportId),
  });

  async function create(id: string): Promise<Command> {
    const db = server().s.connection.db;
    const installed = db.selectFrom('installations').select('transportId').where('transportId', 'is not', null);
    const transport = await db
      .selectFrom('transports')
      .innerJoin('companies', 'companies.id', 'transports.companyId')
      .select(['transports.id', 'transports.projectId'])
      .where('companies.code', '=', 'demo')
      .where('transports.id', 'not in', installed as never)
      .orderBy('transports.id')
      .executeTakeFirstOrThrow();
    target = { projectId: transport.projectId, transportId: transport.id };
    const draft: InstallationDraft = { ...draftOf(null), installationStart: '2026-03-03 08:15:00', comment: 'Kontrate', conditional: true };
    const plan = planInstallationSave(draft, target, [], noSignatures);
    if (!plan.ok || plan.mode !== 'create') throw new Error(`installation refused: ${plan.ok ? plan.mode : plan.refusal.message}`);
    return createInstallationCommand(id, plan.input, plan.files, context(target, draft));
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().installations.get(id);
    if (!stored || !target) throw new Error('no installation to edit');
    const draft: InstallationDraft = { ...draftOf(stored), comment: '', conditional: false, installationStart: '2026-03-03 08:30:00' };
    const plan = planInstallationSave(draft, target, [stored], noSignatures);
    if (!plan.ok || plan.mode !== 'edit') throw new Error(`installation edit refused: ${plan.ok ? plan.mode : plan.refusal.message}`);
    return updateInstallationCommand(stored, plan.input, plan.files, context(target, draft));
  }

  return { installations: { create: { command: create }, update: { command: edit } } };
}
