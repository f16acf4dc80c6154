import { totalOf } from '../../../domain/production/prices.js';
import { clientName, groupBy } from '../../../domain/production/planningSources.js';
import { isComplete } from '../../../domain/transport/rules.js';
import type { UserOption } from '../../../domain/warehouse/assignees.js';
import { depositLinePrice } from '../../../domain/warehouse/deposit.js';
import type { DepositedProduct, WarehouseRecordRead } from '../../../domain/warehouse/reads.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import type { SourceTransport, WarehouseSources } from './warehouseSources';

/** A product's name as the deposit shows it: its article's designation. */
export const productNameOf = (src: Pick<WarehouseSources, 'products' | 'articles'>, productId: string): string => {
  const articleId = src.products.get(productId)?.articleId;
  return (articleId ? src.articles.get(articleId)?.name : undefined) ?? '';
};

/**
 * A record as the server's reads show it (spec 001 §3 "Warehouse record";
 * GET warehouse-records/{id}), made from the mirror: lines with names and, for
 * full privileges, prices (domain/warehouse/deposit.ts depositLinePrice), the
 * users by name, the invoices.
 */
export function recordRead(r: WarehouseRecordRow, src: WarehouseSources, showPrices: boolean): WarehouseRecordRead {
  const users = (ids: readonly string[]): UserOption[] => ids.map((id) => src.users.get(id) ?? { id, username: '', firstname: '', lastname: '' });
  const products: DepositedProduct[] = r.products.map((line) => {
    const p = src.products.get(line.productId);
    return {
      productId: line.productId,
      productName: productNameOf(src, line.productId),
      type: p?.type ?? null,
      quantityForTransport: line.quantity,
      price: showPrices && p ? depositLinePrice(p, line.quantity) : null,
    };
  });
  const invoices = [...(src.invoices.get(r.id) ?? [])];
  const name = src.projects.get(r.projectId)?.projectName ?? '';
  return {
    id: r.id,
    warehouseRecordId: r.id,
    label: r.label,
    comment: r.comment,
    project: { id: r.projectId, name, projectName: name },
    client: { id: r.clientId, name: clientName(src.clients.get(r.clientId)) },
    withoutTransport: r.withoutTransport,
    withoutInstallation: r.withoutInstallation,
    transportUser: users(r.transportUserIds),
    installationUsers: users(r.installationUserIds),
    productWarehouseRecord: products,
    totalPrice: showPrices ? totalOf(products) : null,
    invoiceWithUrl: invoices,
    filePath: invoices[0]?.url ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Newest first, as the server lists records. */
export const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }): number => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The transports carrying each record. */
export const transportsByRecord = (transports: readonly SourceTransport[]): Map<string, SourceTransport[]> => groupBy(transports.filter((t) => t.warehouseRecordId !== null), (t) => t.warehouseRecordId!);

/** A record has left the warehouse when a transport carries it and every one that does is complete (server/routes/warehouse/transportsOf.ts). */
export const hasLeft = (transports: readonly SourceTransport[] | undefined): boolean => transports !== undefined && transports.length > 0 && transports.every((t) => isComplete(t));
