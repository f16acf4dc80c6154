import type { OfferFiles, OfferRead, ProductListRow } from '../../../domain/offer/endpoints.js';
import type { ProductRow } from '../../../domain/offer/rows.js';
import { clientName } from '../../../domain/production/planningSources.js';
import { OFFER_FILE_KINDS, type OfferFileKind } from '../../../domain/offer/uploads.js';
import { feedColumns, groupBy, type Reader } from '../../entities/feedShape.js';
import { filesByOwner, linkOf } from '../installation/projectInfo.js';
import { loadOffers } from './offerShape.js';

/** Spec 000 §4 "Offer edit is refused when the client is already in agreements". */
export async function clientInAgreement(db: Reader, companyId: string, clientId: string): Promise<boolean> {
  const agreement = await db.selectFrom('agreements').select('id').where('companyId', '=', companyId).where('clientId', '=', clientId).executeTakeFirst();
  return agreement !== undefined;
}

/** An offer's files by kind, oldest first. */
export async function offerFiles(db: Reader, companyId: string, offerId: string): Promise<OfferFiles> {
  const own = (await filesByOwner(db, companyId, 'offers', [offerId])).get(offerId) ?? [];
  const ofKind = (kind: OfferFileKind) => own.filter((f) => f.kind === kind).map(linkOf);
  return { finalOffer: ofKind(OFFER_FILE_KINDS.finalOffer), requirement: ofKind(OFFER_FILE_KINDS.requirement), pdfOffer: ofKind(OFFER_FILE_KINDS.pdfOffer) };
}

/** The product rows of the given offers, in the order they were added. */
export async function offerProducts(db: Reader, companyId: string, offerIds: readonly string[]): Promise<Map<string, ProductRow[]>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db.selectFrom('products').selectAll().where('companyId', '=', companyId).where('offerId', 'in', offerIds).orderBy('createdAt').orderBy('id').execute();
  return groupBy(
    rows.map((r) => feedColumns('products', r) as ProductRow),
    (r) => r.offerId,
  );
}

/** One offer's read (domain/offer/endpoints.ts OfferRead), or undefined when the company has no such offer. */
export async function offerRead(db: Reader, companyId: string, id: string): Promise<OfferRead | undefined> {
  const [row] = await loadOffers(db, companyId, [id]);
  if (!row) return undefined;
  const [products, files, cantEdit, names] = await Promise.all([
    offerProducts(db, companyId, [id]),
    offerFiles(db, companyId, id),
    clientInAgreement(db, companyId, row.clientId),
    fieldNames(db, companyId, row.dynamicFields.map((f) => f.offerFieldId)),
  ]);
  const dynamicFields = row.dynamicFields.map((f) => ({ id: f.offerFieldId, offerFieldId: f.offerFieldId, name: names.get(f.offerFieldId) ?? '', value: f.value }));
  return { ...row, ...files, products: products.get(id) ?? [], cantEdit, offerId: row.number, offerTotalCalculation: row.total, dynamicFields, offerFiles: files };
}

async function fieldNames(db: Reader, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('offerFields').select(['id', 'name']).where('companyId', '=', companyId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Product rows with their client's name, article's name and offer's number, oldest first; narrowed by `where`. */
export async function productList(db: Reader, companyId: string, narrow: (q: ProductQuery) => ProductQuery): Promise<ProductListRow[]> {
  const rows = await narrow(productQuery(db, companyId)).execute();
  return rows.map(({ firstnameAndLastname, lastName, articleName, offerNumber, ...r }) => ({
    ...(feedColumns('products', r) as ProductRow),
    clientName: clientName({ firstnameAndLastname, lastName }),
    articleName,
    offerNumber,
  }));
}

function productQuery(db: Reader, companyId: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('clients as c', 'c.id', 'p.clientId')
    .innerJoin('offers as o', 'o.id', 'p.offerId')
    .leftJoin('articles as a', 'a.id', 'p.articleId')
    .selectAll('p')
    .select(['c.firstnameAndLastname', 'c.lastName', 'a.name as articleName', 'o.number as offerNumber'])
    .where('p.companyId', '=', companyId)
    .orderBy('p.createdAt')
    .orderBy('p.id');
}

export type ProductQuery = ReturnType<typeof productQuery>;
