import type { RowOf } from '../../../domain/entities.js';
import { recordChildren } from '../../../domain/warehouse/deposit.js';
import { feedColumns, groupBy, ofCompany, type EntityShape, type FeedColumns } from '../../entities/feedShape.js';
import { inChunks } from '../../db/inChunks.js';

/**
 * A deposit record as the feed sends it: its columns plus its lines and its
 * transport and installation users (domain/warehouse/rows.ts), ordered as
 * domain/warehouse/deposit.ts recordChildren orders them.
 */
export const warehouseRecordShape: EntityShape<RowOf<'warehouseRecords'>> = {
  table: 'warehouseRecords',
  async load(db, companyId, ids) {
    if (ids.length === 0) return [];
    const rows = ofCompany(await db.selectFrom('warehouseRecords').selectAll().where('id', 'in', ids).execute(), companyId);
    const [lines, users] = await Promise.all([
      inChunks(ids, (c) => db.selectFrom('warehouseRecordProducts').select(['warehouseRecordId', 'productId', 'quantity']).where('companyId', '=', companyId).where('warehouseRecordId', 'in', c).execute()),
      inChunks(ids, (c) => db.selectFrom('warehouseRecordUsers').select(['warehouseRecordId', 'userId', 'role']).where('companyId', '=', companyId).where('warehouseRecordId', 'in', c).execute()),
    ]);
    const linesOf = groupBy(lines, (l) => l.warehouseRecordId);
    const usersOf = groupBy(users, (u) => u.warehouseRecordId);
    return rows.map((r) => {
      const own = usersOf.get(r.id) ?? [];
      const ids = (role: 'transport' | 'installation') => own.filter((u) => u.role === role).map((u) => u.userId);
      return {
        ...(feedColumns('warehouseRecords', r) as FeedColumns<'warehouseRecords'>),
        ...recordChildren(linesOf.get(r.id) ?? [], ids('transport'), ids('installation')),
      };
    });
  },
};
