import { defaultLabel, productValid, quantityLeft, type DepositProduct } from '../../../domain/warehouse/deposit.js';
import type { WarehouseProject, WarehouseProjectProduct } from '../../../domain/warehouse/reads.js';
import { inChunks } from '../../db/inChunks.js';
import type { Reader } from '../../entities/feedShape.js';
import { notFound } from '../../http/errors.js';
import { recordReads } from './recordReads.js';

/**
 * A project's products as a deposit sees them: designation and unit, whether
 * each is completed (valid), and what is left of it once the project's other
 * records are counted (the record being edited left out).
 */
export async function projectProducts(db: Reader, companyId: string, projectId: string, exceptRecordId: string | null): Promise<WarehouseProjectProduct[]> {
  const [products, held] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('articles as a', 'a.id', 'p.articleId')
      .leftJoin('units as u', 'u.id', 'p.unitId')
      .select(['p.id', 'p.type', 'p.quantity', 'p.doneStatus', 'p.canceled', 'a.name as articleName', 'u.name as unitName'])
      .where('p.companyId', '=', companyId)
      .where('p.projectId', '=', projectId)
      .where('p.canceled', '=', 0)
      .orderBy('p.createdAt')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('warehouseRecordProducts as l')
      .innerJoin('warehouseRecords as r', 'r.id', 'l.warehouseRecordId')
      .select(['l.warehouseRecordId', 'l.productId', 'l.quantity'])
      .where('r.companyId', '=', companyId)
      .where('r.projectId', '=', projectId)
      .execute(),
  ]);
  return products.map((p) => ({
    id: p.id,
    designation: { name: p.articleName ?? '', unit: { name: p.unitName ?? '' } },
    type: p.type,
    unit: p.quantity,
    quantityLeft: quantityLeft(p.quantity, held, p.id, exceptRecordId),
    valid: productValid(p),
  }));
}

/** The products a deposit of the project is checked against (domain/warehouse/deposit.ts checkDeposit). */
export async function depositProducts(db: Reader, companyId: string, projectId: string, exceptRecordId: string | null): Promise<Map<string, DepositProduct>> {
  const products = await projectProducts(db, companyId, projectId, exceptRecordId);
  return new Map(products.map((p) => [p.id, { id: p.id, projectId, valid: p.valid, quantityLeft: p.quantityLeft }]));
}

/** Cards of projects (spec 001 §3 "Warehouse project"), in the order asked; an unknown project is not found. */
export async function projectCards(db: Reader, companyId: string, projectIds: readonly string[], showPrices: boolean): Promise<WarehouseProject[]> {
  const projects = await inChunks([...projectIds], (c) => db.selectFrom('projects').select(['id', 'projectName']).where('companyId', '=', companyId).where('id', 'in', c).execute());
  const byId = new Map(projects.map((p) => [p.id, p]));
  const cards: WarehouseProject[] = [];
  for (const id of projectIds) {
    const project = byId.get(id);
    if (!project) throw notFound();
    const records = await db.selectFrom('warehouseRecords').selectAll().where('companyId', '=', companyId).where('projectId', '=', id).execute();
    cards.push({
      projectId: id,
      projectName: project.projectName,
      defaultLabel: defaultLabel(project.projectName, records.length),
      warehouseRecords: await recordReads(db, companyId, records, showPrices),
      products: await projectProducts(db, companyId, id, null),
    });
  }
  return cards;
}
