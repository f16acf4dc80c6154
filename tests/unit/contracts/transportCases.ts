import { newId } from '../../../domain/ids.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { createTransportCommand, editTransportCommand } from '../../../src/modules/transport/transportCommands';
import { planTransportSave, recordDraft, type RecordDraft, type TransportDraft } from '../../../src/modules/transport/transportDraft';
import type { LocalServer } from '../local/harness.js';

/**
 * Transport's writes for the optimistic-row contract, through the form's own
 * plan and commands (src/modules/transport): a transport of a deposit that
 * has none yet (every equipment of the company ticked, as the form
 * requires), then its arrival with the details amended. The code is the
 * server's: the device writes '' until the feed brings it.
 */
export function transportCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  let target: { projectId: string; warehouseRecordId: string; withoutTransport: boolean } | undefined;
  let equipmentIds: string[] = [];

  const planned = (records: RecordDraft[], code: string | null, ids: () => string) => {
    const draft: TransportDraft = { records, equipmentIds, code };
    const plan = planTransportSave(draft, equipmentIds, ids);
    if (!plan.ok) throw new Error(`transport refused: ${plan.message}`);
    return plan;
  };

  async function create(id: string): Promise<Command> {
    const db = server().s.connection.db;
    const transported = db.selectFrom('transports').select('warehouseRecordId').where('warehouseRecordId', 'is not', null);
    const record = await db
      .selectFrom('warehouseRecords')
      .innerJoin('companies', 'companies.id', 'warehouseRecords.companyId')
      .select(['warehouseRecords.id', 'warehouseRecords.projectId', 'warehouseRecords.companyId', 'warehouseRecords.withoutTransport'])
      .where('companies.code', '=', 'demo')
      .where('warehouseRecords.id', 'not in', transported as never)
      .orderBy('warehouseRecords.id')
      .executeTakeFirstOrThrow();
    equipmentIds = (await db.selectFrom('equipment').select('id').where('companyId', '=', record.companyId).execute()).map((e) => e.id);
    target = { projectId: record.projectId, warehouseRecordId: record.id, withoutTransport: record.withoutTransport === 1 };
    const card: RecordDraft = {
      ...recordDraft(target, null),
      acceptanceDate: '2026-03-02 08:15:00',
      transportDetails: 'Kamioni, dy punetore.',
      // Sent only when the client collects it, as the form does.
      name: 'Arben Krasniqi',
      email: 'arben@example.com',
      phoneNumber: '044 555 666',
    };
    const plan = planned([card], null, () => id);
    if (!plan.create || plan.edits.length > 0) throw new Error('the plan is not one create');
    return createTransportCommand(plan.create, 'kontrate', new Date().toISOString());
  }

  async function arrive(id: string): Promise<Command> {
    const stored = await mirror().transports.get(id);
    if (!stored || !target) throw new Error('no transport to edit');
    const card: RecordDraft = { ...recordDraft(target, stored), arrivalDate: '2026-03-02 10:45:30', transportDetails: 'Kamioni, dy punetore. Mberriti pa demtime.' };
    const plan = planned([card], stored.code || null, () => newId());
    const [edit] = plan.edits;
    if (plan.create || !edit || plan.edits.length > 1) throw new Error('the plan is not one edit');
    return editTransportCommand(edit, 'kontrate', new Date().toISOString());
  }

  return { transports: { create: { command: create }, update: { command: arrive }, serverFilled: ['code'] as const } };
}
