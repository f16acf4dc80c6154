import { sql, PostgresAdapter } from 'kysely';
import { MSG } from '../../../domain/messages.js';
import type { TransportCreate } from '../../../domain/transport/bodies.js';
import { createdTransportRows } from '../../../domain/transport/drafts.js';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { newTargets } from '../../../domain/transport/rules.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import { refuse } from '../../http/errors.js';
import { assertOwned } from '../../write/ownership.js';
import type { Writer } from '../../write/writer.js';
import { loadShaped } from '../../entities/shaped.js';
import { assertAllEquipment, recordEquipment } from './equipment.js';

/**
 * One create call (spec 001 §7 "Transport"): a transport per project i, all
 * under one code — a new one from the company's 'transport' counter, or the
 * existing code the form loaded (code[i]), which the new projects join.
 * Refusals change nothing: the whole call is one transaction.
 */
export async function createTransports(w: Writer, body: TransportCreate): Promise<TransportRow[]> {
  // The device's ids first (docs/MODULES.md): a replay under a new key is refused as a taken id.
  const ids: string[] = [];
  for (const t of body.transports) ids.push(await w.claimId('transports', t.id));
  // Creates of one company wait for each other, so "which targets are new" and the code they take are
  // decided one call at a time on PostgreSQL too (SQLite runs one write transaction at a time already).
  if (w.tx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`transport:${w.companyId}`}, 0))`.execute(w.tx);
  }
  await assertAllEquipment(w, body.equipmentIds);
  await assertOwned(
    w,
    'projects',
    body.transports.map((t) => t.projectId),
    'projectId',
  );
  await assertRecordsOfProjects(w, body);
  const fresh = newTargets(
    body.transports.map((t, i) => ({ ...t, id: ids[i] })),
    await existingTargets(w, body),
  );
  if (fresh.length === 0) throw refuse(TRANSPORT_MSG.noNewProjects, 'projectId');
  const code = body.code === null ? String(await w.nextNumber('transport')) : await existingCode(w, body.code);
  const rows = createdTransportRows({ ...body, transports: fresh }, [], code, w.now);
  for (const { equipmentIds, createdAt: _c, updatedAt: _u, ...row } of rows) {
    await w.insert('transports', row);
    await recordEquipment(w, row.id, equipmentIds);
  }
  return (await loadShaped(
    w.tx,
    'transports',
    w.companyId,
    rows.map((r) => r.id),
  )) as TransportRow[];
}

/** A warehouse record named for project i is a record of that project, of this company. */
async function assertRecordsOfProjects(w: Writer, body: TransportCreate): Promise<void> {
  const named = body.transports.filter((t) => t.warehouseRecordId !== null);
  if (named.length === 0) return;
  const records = await w.tx
    .selectFrom('warehouseRecords')
    .select(['id', 'projectId'])
    .where('companyId', '=', w.companyId)
    .where(
      'id',
      'in',
      named.map((t) => t.warehouseRecordId!),
    )
    .execute();
  const projectOf = new Map(records.map((r) => [r.id, r.projectId]));
  if (named.some((t) => projectOf.get(t.warehouseRecordId!) !== t.projectId)) throw refuse(MSG.invalidValue, 'warehouseRecordId');
}

/** The transports already made for these records, and for these projects without a record. */
async function existingTargets(w: Writer, body: TransportCreate) {
  const recordIds = body.transports.flatMap((t) => (t.warehouseRecordId === null ? [] : [t.warehouseRecordId]));
  const projectIds = body.transports.filter((t) => t.warehouseRecordId === null).map((t) => t.projectId);
  return w.tx
    .selectFrom('transports')
    .select(['projectId', 'warehouseRecordId'])
    .where('companyId', '=', w.companyId)
    .where((eb) => {
      const ors = [];
      if (recordIds.length > 0) ors.push(eb('warehouseRecordId', 'in', recordIds));
      if (projectIds.length > 0) ors.push(eb.and([eb('projectId', 'in', projectIds), eb('warehouseRecordId', 'is', null)]));
      return eb.or(ors);
    })
    .execute();
}

/** A code the form loaded is one of this company's; anything else is refused on its field. */
async function existingCode(w: Writer, code: string): Promise<string> {
  const found = await w.tx.selectFrom('transports').select('code').where('companyId', '=', w.companyId).where('code', '=', code).executeTakeFirst();
  if (!found) throw refuse(MSG.invalidValue, 'code');
  return found.code;
}
