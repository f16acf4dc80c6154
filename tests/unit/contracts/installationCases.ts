import { createdInstallationRow, editedInstallationRow } from '../../../domain/installation/drafts.js';
import { INSTALLATION_ENDPOINTS } from '../../../domain/installation/endpoints.js';
import { parseWith } from '../../../domain/validation.js';
import { callOf } from '../../../src/local/call.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import type { LocalServer } from '../local/harness.js';

/**
 * Installation's writes for the optimistic-row contract: the first
 * installation of a demo transport that has none, then its end and comment.
 * Built from the endpoints and the domain's row rules
 * (domain/installation/drafts.ts) as the PWA's form builds them; the PWA's
 * own builders replace these once it has them. No files: an end with both
 * signatures is the server suite's (tests/server/installation.test.ts), and
 * the end here is refused without them — so the edit leaves the end out.
 */
export function installationCases(server: () => LocalServer, mirror: () => ZanatiDb) {
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
    const input = { projectId: transport.projectId, transportId: transport.id, installationStart: '2026-03-03 08:15:00', comment: 'Kontrate', conditional: 1 as const };
    const parsed = parseWith(INSTALLATION_ENDPOINTS.create.body, input);
    if (!parsed.ok) throw new Error(`installation refused: ${parsed.message}`);
    const at = new Date().toISOString();
    return {
      label: 'kontrate',
      ...callOf(INSTALLATION_ENDPOINTS.create, {}, { ...input, id }),
      entity: 'installations',
      entityId: id,
      apply: async (local) => void (await local.installations.put(createdInstallationRow(parsed.value, id, at))),
    };
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().installations.get(id);
    if (!stored) throw new Error('no installation to edit');
    const input = { comment: '', conditional: 0 as const, installationStart: '2026-03-03 08:30:00' };
    const parsed = parseWith(INSTALLATION_ENDPOINTS.update.body, input);
    if (!parsed.ok) throw new Error(`installation edit refused: ${parsed.message}`);
    const at = new Date().toISOString();
    return {
      label: 'kontrate',
      ...callOf(INSTALLATION_ENDPOINTS.update, { id }, input),
      entity: 'installations',
      entityId: id,
      apply: async (local) => void (await local.installations.put(editedInstallationRow(stored, parsed.value, at))),
    };
  }

  return { installations: { create: { command: create }, update: { command: edit } } };
}
