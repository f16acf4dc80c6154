import type { InnerStockRow } from '../../../domain/warehouse/reads.js';
import type { WarehouseStockRow } from '../../../domain/warehouse/rows.js';

export type InnerStockLine = InnerStockRow;

/** The inner stock's rows as GET warehouse-records/inner/stock answers them: each stock row with its article's name, code and unit, by name. */
export function innerStockRows(
  stock: readonly WarehouseStockRow[],
  articles: readonly { id: string; name: string; code: string; unitId: string | null }[],
  units: readonly { id: string; name: string }[],
): InnerStockLine[] {
  const articleById = new Map(articles.map((a) => [a.id, a]));
  const unitName = new Map(units.map((u) => [u.id, u.name]));
  return stock
    .map((s) => {
      const a = articleById.get(s.articleId);
      return { id: s.id, articleId: s.articleId, article: { name: a?.name ?? '', code: a?.code ?? '', unit: { name: (a?.unitId ? unitName.get(a.unitId) : undefined) ?? '' } }, quantity: s.quantity, updatedAt: s.updatedAt };
    })
    .sort((x, y) => x.article.name.localeCompare(y.article.name) || x.id.localeCompare(y.id));
}
