import type { RowOf } from '../../../domain/entities.js';
import { ticketChildren } from '../../../domain/service/rules.js';
import { inChunks } from '../../db/inChunks.js';
import { feedColumns, groupBy, ofCompany, type EntityShape, type FeedColumns } from '../../entities/feedShape.js';

/**
 * A service ticket as the feed and the API send it: its columns plus its
 * lines (service_ticket_products) folded into productIds and articleIds,
 * ordered as domain/service/rules.ts ticketChildren orders them.
 */
export const serviceTicketShape: EntityShape<RowOf<'serviceTickets'>> = {
  table: 'serviceTickets',
  async load(db, companyId, ids) {
    if (ids.length === 0) return [];
    const rows = ofCompany(await db.selectFrom('serviceTickets').selectAll().where('id', 'in', ids).execute(), companyId);
    if (rows.length === 0) return [];
    const lines = await inChunks(
      rows.map((r) => r.id),
      (c) => db.selectFrom('serviceTicketProducts').select(['serviceTicketId', 'productId', 'articleId']).where('companyId', '=', companyId).where('serviceTicketId', 'in', c).execute(),
    );
    const linesOf = groupBy(lines, (l) => l.serviceTicketId);
    return rows.map((r) => {
      const own = linesOf.get(r.id) ?? [];
      return {
        ...(feedColumns('serviceTickets', r) as FeedColumns<'serviceTickets'>),
        ...ticketChildren(
          own.flatMap((l) => (l.productId === null ? [] : [l.productId])),
          own.flatMap((l) => (l.articleId === null ? [] : [l.articleId])),
        ),
      };
    });
  },
};
