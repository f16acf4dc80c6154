import type { ProductRow } from '../../../../domain/offer/rows.js';
import type { ZanatiDb } from '../../../local';
import type { OfferSources } from './offerListLines';

const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);

/**
 * The lists' sources from the mirror in one read transaction: the offers
 * (all, or one client's by the clientId index) and one get per client and
 * project they name.
 */
export async function readOfferSources(db: ZanatiDb, clientId?: string): Promise<OfferSources> {
  return db.transaction('r', [db.offers, db.clients, db.projects], async () => {
    const offers = clientId ? await db.offers.where('clientId').equals(clientId).toArray() : await db.offers.toArray();
    const [clients, projects] = await Promise.all([db.clients.bulkGet([...new Set(offers.map((o) => o.clientId))]), db.projects.bulkGet([...new Set(offers.flatMap((o) => (o.projectId ? [o.projectId] : [])))])]);
    return { offers, clients: new Map(present(clients).map((c) => [c.id, c])), projects: new Map(present(projects).map((p) => [p.id, p])) };
  });
}

/**
 * The canceled product rows and what their table names (spec 000 §2
 * canceled/products). The products have no index by `canceled`: one pass
 * over the offers' rows of this device, which the offices hold in the
 * thousands at most; only the canceled ones are kept.
 */
export async function readCanceledSources(db: ZanatiDb): Promise<OfferSources & { rows: ProductRow[]; articles: Map<string, string> }> {
  return db.transaction('r', [db.offers, db.clients, db.projects, db.products, db.articles], async () => {
    const rows = await db.products.filter((p) => p.canceled === 1).toArray();
    const [offers, clients, articles] = await Promise.all([db.offers.bulkGet([...new Set(rows.map((r) => r.offerId))]), db.clients.bulkGet([...new Set(rows.map((r) => r.clientId))]), db.articles.toArray()]);
    return { rows, offers: present(offers), clients: new Map(present(clients).map((c) => [c.id, c])), projects: new Map(), articles: new Map(articles.map((a) => [a.id, a.name])) };
  });
}
