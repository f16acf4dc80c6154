import { clientName } from '../../../domain/production/planningSources.js';
import type { WarehouseRecordRead } from '../../../domain/warehouse/reads.js';
import { newestFirst, recordRead } from '../../../domain/warehouse/recordRead.js';
import type { Row } from '../../db/schema.js';
import { inChunks } from '../../db/inChunks.js';
import { groupBy, type Reader } from '../../entities/feedShape.js';

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * Deposit records as the warehouse's reads show them (spec 001 §3 "Warehouse
 * record"): project, client, users, lines with product names and, for full
 * privileges, prices, and the invoices. Newest first.
 */
export async function recordReads(db: Reader, companyId: string, records: readonly Row<'warehouseRecords'>[], showPrices: boolean): Promise<WarehouseRecordRead[]> {
  if (records.length === 0) return [];
  const ids = records.map((r) => r.id);
  const [lines, users, files, projects, clients] = await Promise.all([
    inChunks(ids, (c) =>
      db
        .selectFrom('warehouseRecordProducts as l')
        .innerJoin('products as p', 'p.id', 'l.productId')
        .leftJoin('articles as a', 'a.id', 'p.articleId')
        .select(['l.warehouseRecordId', 'l.productId', 'l.quantity', 'p.type', 'p.price', 'p.totalPrice', 'p.quantity as productQuantity', 'a.name as articleName'])
        .where('l.companyId', '=', companyId)
        .where('l.warehouseRecordId', 'in', c)
        .execute(),
    ),
    inChunks(ids, (c) =>
      db
        .selectFrom('warehouseRecordUsers as ru')
        .innerJoin('users as u', 'u.id', 'ru.userId')
        .select(['ru.warehouseRecordId', 'ru.role', 'u.id', 'u.username', 'u.firstname', 'u.lastname'])
        .where('ru.companyId', '=', companyId)
        .where('ru.warehouseRecordId', 'in', c)
        .execute(),
    ),
    inChunks(ids, (c) =>
      db.selectFrom('files').select(['id', 'ownerId', 'fileName', 'createdAt']).where('companyId', '=', companyId).where('ownerType', '=', 'warehouseRecords').where('ownerId', 'in', c).orderBy('createdAt').orderBy('id').execute(),
    ),
    inChunks(unique(records.map((r) => r.projectId)), (c) => db.selectFrom('projects').select(['id', 'projectName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(unique(records.map((r) => r.clientId)), (c) => db.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
  ]);
  const linesOf = groupBy(lines, (l) => l.warehouseRecordId);
  const usersOf = groupBy(users, (u) => u.warehouseRecordId);
  const filesOf = groupBy(files, (f) => f.ownerId);
  const projectName = new Map(projects.map((p) => [p.id, p.projectName]));
  const clientById = new Map(clients.map((c) => [c.id, c]));
  return [...records].sort(newestFirst).map((r) => {
    const own = usersOf.get(r.id) ?? [];
    const lines = (linesOf.get(r.id) ?? []).map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      productName: l.articleName ?? '',
      type: l.type,
      product: { price: l.price, totalPrice: l.totalPrice, quantity: l.productQuantity },
    }));
    return recordRead(
      r,
      {
        projectName: projectName.get(r.projectId) ?? '',
        clientName: clientName(clientById.get(r.clientId)),
        lines,
        transportUsers: own.filter((u) => u.role === 'transport'),
        installationUsers: own.filter((u) => u.role === 'installation'),
        invoices: filesOf.get(r.id) ?? [],
      },
      showPrices,
    );
  });
}
