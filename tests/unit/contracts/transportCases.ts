import { createdTransportRows, editedTransportRow } from '../../../domain/transport/drafts.js';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { parseWith } from '../../../domain/validation.js';
import { callOf } from '../../../src/local/call.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import type { LocalServer } from '../local/harness.js';

/**
 * Transport's writes for the optimistic-row contract: a transport of a
 * deposit that has none yet (every equipment of the company ticked), then its
 * arrival. Built from the endpoints and the domain's row rules
 * (domain/transport/drafts.ts) as the PWA's form builds them; the PWA's own
 * builders replace these once it has them. The code is the server's: the
 * device writes '' until the feed brings it.
 */
export function transportCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  async function create(id: string): Promise<Command> {
    const db = server().s.connection.db;
    const transported = db.selectFrom('transports').select('warehouseRecordId').where('warehouseRecordId', 'is not', null);
    const record = await db
      .selectFrom('warehouseRecords')
      .innerJoin('companies', 'companies.id', 'warehouseRecords.companyId')
      .select(['warehouseRecords.id', 'warehouseRecords.projectId', 'warehouseRecords.companyId'])
      .where('companies.code', '=', 'demo')
      .where('warehouseRecords.id', 'not in', transported as never)
      .orderBy('warehouseRecords.id')
      .executeTakeFirstOrThrow();
    const equipment = await db.selectFrom('equipment').select('id').where('companyId', '=', record.companyId).execute();
    const input = {
      id: [id],
      projectId: [record.projectId],
      warehouseRecordId: [record.id],
      acceptanceDate: ['2026-03-02 08:15:00'],
      transportDetails: ['Kamioni, dy punetore.'],
      equipmentIds: equipment.map((e) => e.id),
    };
    const parsed = parseWith(TRANSPORT_ENDPOINTS.create.body, input);
    if (!parsed.ok) throw new Error(`transport refused: ${parsed.message}`);
    const at = new Date().toISOString();
    return {
      label: 'kontrate',
      ...callOf(TRANSPORT_ENDPOINTS.create, {}, input),
      entity: 'transports',
      entityId: id,
      apply: async (local) => void (await local.transports.bulkPut(createdTransportRows(parsed.value, [id], '', at))),
    };
  }

  async function arrive(id: string): Promise<Command> {
    const stored = await mirror().transports.get(id);
    if (!stored) throw new Error('no transport to edit');
    const input = { arrivalDate: '2026-03-02 10:45:30', comment: 'Mberriti pa demtime.' };
    const parsed = parseWith(TRANSPORT_ENDPOINTS.update.body, input);
    if (!parsed.ok) throw new Error(`transport edit refused: ${parsed.message}`);
    const at = new Date().toISOString();
    return {
      label: 'kontrate',
      ...callOf(TRANSPORT_ENDPOINTS.update, { id }, input),
      entity: 'transports',
      entityId: id,
      apply: async (local) => void (await local.transports.put(editedTransportRow(stored, parsed.value, at))),
    };
  }

  return { transports: { create: { command: create }, update: { command: arrive }, serverFilled: ['code'] as const } };
}
