import type { TransportRow } from '../../../domain/transport/rows.js';
import type { EntityShape } from '../../entities/feedShape.js';
import { feedColumns, groupBy, ofCompany } from '../../entities/feedShape.js';

/**
 * A transport as the feed and the API send it: its columns, and the
 * equipment recorded with it (transport_equipment) as equipmentIds, sorted
 * as the domain sorts a checklist (domain/transport/bodies.ts), so the
 * device's optimistic row and the pulled one list them alike.
 */
export const transportShape: EntityShape<TransportRow> = {
  table: 'transports',
  async load(db, companyId, ids) {
    if (ids.length === 0) return [];
    const rows = ofCompany(await db.selectFrom('transports').selectAll().where('id', 'in', ids).execute(), companyId);
    if (rows.length === 0) return [];
    const equipment = await db
      .selectFrom('transportEquipment')
      .select(['transportId', 'equipmentId'])
      .where('companyId', '=', companyId)
      .where(
        'transportId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const byTransport = groupBy(equipment, (e) => e.transportId);
    return rows.map((r) => ({ ...(feedColumns('transports', r) as Omit<TransportRow, 'equipmentIds'>), equipmentIds: (byTransport.get(r.id) ?? []).map((e) => e.equipmentId).sort() }));
  },
};
