import { measuredPlaces } from '../../../app/maps/measuredPlaces';
import type { ZanatiDb } from '../../../local';
import { ticketRows, type TicketListRow, type TicketSources } from './ticketRows';

const text = (row: Record<string, unknown> | undefined, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' ? value : null;
};

/**
 * Every service ticket of the mirror with the projects, clients, products and
 * articles it names: the tickets and the articles (a lookup list) whole, one
 * get per named project, client and product, in one read transaction.
 */
export async function readTicketSources(db: ZanatiDb): Promise<TicketSources> {
  return db.transaction('r', [db.serviceTickets, db.projects, db.clients, db.products, db.articles, db.measures], async () => {
    const [tickets, articles] = await Promise.all([db.serviceTickets.toArray(), db.articles.toArray()]);
    const projectIds = [...new Set(tickets.flatMap((t) => (t.projectId === null ? [] : [t.projectId])))];
    const productIds = [...new Set(tickets.flatMap((t) => t.productIds))];
    const [projects, products, measured] = await Promise.all([db.projects.bulkGet(projectIds), db.products.bulkGet(productIds), measuredPlaces(db, projectIds)]);
    const clientIds = [...new Set(projects.flatMap((p) => text(p, 'clientId') ?? []))];
    const clients = await db.clients.bulkGet(clientIds);
    const articleName = new Map(articles.map((a) => [a.id, a.name]));
    return {
      tickets,
      projects: new Map(
        projectIds.flatMap((id, i) => {
          const p = projects[i];
          return p
            ? [[id, { projectName: text(p, 'projectName') ?? '', clientId: text(p, 'clientId'), address: text(p, 'address'), projectLocation: text(p, 'projectLocation'), measureLocation: measured.get(id) ?? null }]]
            : [];
        }),
      ),
      clients: new Map(clientIds.map((id, i) => [id, [text(clients[i], 'firstnameAndLastname'), text(clients[i], 'lastName')].filter((x) => x).join(' ')])),
      products: new Map(productIds.map((id, i) => [id, productLabel(products[i], articleName)])),
      articles: articleName,
    };
  });
}

/** A product as the service screens name it: its article's name, else its code. */
export function productLabel(product: Record<string, unknown> | undefined, articleName: ReadonlyMap<string, string>): string {
  return articleName.get(text(product, 'articleId') ?? '') ?? text(product, 'type') ?? '';
}

export async function readTicketRows(db: ZanatiDb): Promise<TicketListRow[]> {
  return ticketRows(await readTicketSources(db));
}
