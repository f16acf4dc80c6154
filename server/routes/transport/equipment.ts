import { missingEquipment } from '../../../domain/transport/rules.js';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { MSG } from '../../../domain/messages.js';
import { refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

/** Every equipment of the company: what a transport must take (the mounting-equipments list). */
export async function requiredEquipment(w: Writer): Promise<string[]> {
  const rows = await w.tx.selectFrom('equipment').select('id').where('companyId', '=', w.companyId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Refuses a checklist that leaves out a required equipment, or names one the company does not have. */
export async function assertAllEquipment(w: Writer, ticked: readonly string[]): Promise<void> {
  const required = await requiredEquipment(w);
  if (missingEquipment(required, ticked).length > 0) throw refuse(TRANSPORT_MSG.allEquipment, 'equipmentIds');
  if (missingEquipment(ticked, required).length > 0) throw refuse(MSG.invalidValue, 'equipmentIds');
}

/** Makes the transport's recorded equipment exactly `ids`, through the Writer; the transport is published for the feed. */
export async function recordEquipment(w: Writer, transportId: string, ids: readonly string[]): Promise<void> {
  const stored = await w.tx.selectFrom('transportEquipment').select(['id', 'equipmentId']).where('companyId', '=', w.companyId).where('transportId', '=', transportId).execute();
  const wanted = new Set(ids);
  const have = new Set(stored.map((s) => s.equipmentId));
  for (const s of stored) if (!wanted.has(s.equipmentId)) await w.delete('transportEquipment', s.id);
  for (const id of ids) if (!have.has(id)) await w.insert('transportEquipment', { transportId, equipmentId: id });
  w.publish('transports', transportId);
}
