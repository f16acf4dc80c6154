import type { TransportProduct, TransportRecord, TransportWarehouse } from '../../../domain/transport/answers.js';
import { durationSeconds, transportState } from '../../../domain/transport/rules.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import type { Reader } from '../../entities/feedShape.js';
import { groupBy } from '../../entities/feedShape.js';
import { inChunks } from '../../db/inChunks.js';
import { loadShaped } from '../../entities/shaped.js';
import { linkOf } from '../installation/projectInfo.js';
import { measureLocations } from '../measure/measureLocations.js';

const distinct = (ids: readonly (string | null)[]): string[] => [...new Set(ids.filter((id): id is string => id !== null))];

/** The warehouse records named, with their products (names from their articles) and invoice file. */
export async function warehouseOf(db: Reader, companyId: string, recordIds: readonly (string | null)[]): Promise<Map<string, TransportWarehouse>> {
  const ids = distinct(recordIds);
  const records = await inChunks(ids, (chunk) => db.selectFrom('warehouseRecords').select(['id', 'label', 'withoutTransport']).where('companyId', '=', companyId).where('id', 'in', chunk).execute());
  const lines = await inChunks(ids, (chunk) =>
    db
      .selectFrom('warehouseRecordProducts')
      .innerJoin('products', 'products.id', 'warehouseRecordProducts.productId')
      .leftJoin('articles', 'articles.id', 'products.articleId')
      .select(['warehouseRecordProducts.warehouseRecordId', 'warehouseRecordProducts.productId', 'warehouseRecordProducts.quantity', 'articles.name', 'products.type'])
      .where('warehouseRecordProducts.companyId', '=', companyId)
      .where('warehouseRecordProducts.warehouseRecordId', 'in', chunk)
      .orderBy('warehouseRecordProducts.createdAt')
      .orderBy('warehouseRecordProducts.id')
      .execute(),
  );
  const invoices = await inChunks(ids, (chunk) =>
    db
      .selectFrom('files')
      .select(['id', 'ownerId', 'fileName'])
      .where('companyId', '=', companyId)
      .where('ownerType', '=', 'warehouseRecords')
      .where('kind', '=', 'invoice')
      .where('ownerId', 'in', chunk)
      .orderBy('createdAt', 'desc')
      .execute(),
  );
  const linesOf = groupBy(lines, (l) => l.warehouseRecordId);
  const invoicesOf = groupBy(invoices, (f) => f.ownerId);
  return new Map(
    records.map((r) => [
      r.id,
      {
        id: r.id,
        label: r.label,
        withoutTransport: Number(r.withoutTransport),
        invoiceWithUrl: (invoicesOf.get(r.id) ?? []).map(linkOf),
        productWarehouseRecord: (linesOf.get(r.id) ?? []).map(
          (l): TransportProduct => ({ productId: l.productId, productName: l.name ?? l.type ?? '', quantityForTransport: Number(l.quantity) }),
        ),
      },
    ]),
  );
}

/** Projects with their client's name and place (spec 001 §3: the location is the project's 'lat,lng'). */
export async function projectsOf(db: Reader, companyId: string, projectIds: readonly string[]) {
  const rows = await inChunks(distinct(projectIds), (chunk) =>
    db
      .selectFrom('projects')
      .innerJoin('clients', 'clients.id', 'projects.clientId')
      .select(['projects.id', 'projects.projectName', 'projects.projectLocation', 'projects.clientId', 'clients.firstnameAndLastname'])
      .where('projects.companyId', '=', companyId)
      .where('projects.id', 'in', chunk)
      .execute(),
  );
  return new Map(rows.map((p) => [p.id, p]));
}

/** Transport records (spec 001 §3) of the given feed rows, in their order. */
export async function recordsOf(db: Reader, companyId: string, rows: readonly TransportRow[]): Promise<TransportRecord[]> {
  const projectIds = rows.map((r) => r.projectId);
  const [projects, measured, warehouses] = await Promise.all([
    projectsOf(db, companyId, projectIds),
    measureLocations(db, companyId, projectIds),
    warehouseOf(
      db,
      companyId,
      rows.map((r) => r.warehouseRecordId),
    ),
  ]);
  return rows.map((row) => {
    const project = projects.get(row.projectId);
    return {
      ...row,
      orderAcceptanceDate: row.acceptanceDate,
      orderArrivalDate: row.arrivalDate,
      project: { id: row.projectId, name: project?.projectName ?? '', projectLocation: project?.projectLocation ?? null, measureLocation: measured.get(row.projectId) ?? null },
      client: { id: project?.clientId ?? '', clientName: project?.firstnameAndLastname ?? '' },
      warehouse: row.warehouseRecordId === null ? null : (warehouses.get(row.warehouseRecordId) ?? null),
      state: transportState(row),
      durationSeconds: durationSeconds(row),
    };
  });
}

/** The transports with these ids as records, newest code first. */
export async function loadRecords(db: Reader, companyId: string, ids: readonly string[]): Promise<TransportRecord[]> {
  const rows = (await loadShaped(db, 'transports', companyId, ids)) as TransportRow[];
  rows.sort((a, b) => Number(b.code) - Number(a.code) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return recordsOf(db, companyId, rows);
}
