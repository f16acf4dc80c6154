import { clientName, groupBy } from '../../../domain/production/planningSources.js';
import type { UserOption } from '../../../domain/warehouse/assignees.js';
import type { WarehouseRecordRead } from '../../../domain/warehouse/reads.js';
import { newestFirst, recordRead as shapeRecord, type RecordLine } from '../../../domain/warehouse/recordRead.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import type { SourceTransport, WarehouseSources } from './warehouseSources';
import { hasLeftWarehouse } from '../../../domain/archive/rules.js';

/** A product's name as the deposit shows it: its article's designation. */
export const productNameOf = (src: Pick<WarehouseSources, 'products' | 'articles'>, productId: string): string => {
  const articleId = src.products.get(productId)?.articleId;
  return (articleId ? src.articles.get(articleId)?.name : undefined) ?? '';
};

/** A record as the server's reads show it (domain/warehouse/recordRead.ts), made from the mirror. */
export function recordRead(r: WarehouseRecordRow, src: WarehouseSources, showPrices: boolean): WarehouseRecordRead {
  const users = (ids: readonly string[]): UserOption[] => ids.map((id) => src.users.get(id) ?? { id, username: '', firstname: '', lastname: '' });
  const lines: RecordLine[] = r.products.map((line) => {
    const p = src.products.get(line.productId);
    return { productId: line.productId, quantity: line.quantity, productName: productNameOf(src, line.productId), type: p?.type ?? null, product: p ?? null };
  });
  return shapeRecord(
    r,
    {
      projectName: src.projects.get(r.projectId)?.projectName ?? '',
      clientName: clientName(src.clients.get(r.clientId)),
      lines,
      transportUsers: users(r.transportUserIds),
      installationUsers: users(r.installationUserIds),
      invoices: src.invoices.get(r.id) ?? [],
    },
    showPrices,
  );
}

export { newestFirst };

/** The transports carrying each record. */
export const transportsByRecord = (transports: readonly SourceTransport[]): Map<string, SourceTransport[]> => groupBy(transports.filter((t) => t.warehouseRecordId !== null), (t) => t.warehouseRecordId!);

/** A record has left the warehouse when a transport carries it and every one that does is complete (server/routes/warehouse/transportsOf.ts). */
/** Whether a record has left the warehouse: the archive's rule (domain/archive/rules.ts). */
export const hasLeft = (transports: readonly SourceTransport[] | undefined): boolean => hasLeftWarehouse(transports);
