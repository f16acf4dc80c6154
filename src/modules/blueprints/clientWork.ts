import type { ZanatiDb } from '../../local';

export interface ClientWork {
  client: { id: string; name: string; phone: string; email: string; address: string };
  projects: { id: string; name: string; address: string; products: { id: string; name: string; code: string }[] }[];
}

const text = (x: unknown): string => (typeof x === 'string' ? x : '');

/** One client's projects with a signed agreement and their products for production, from the device's mirror; null for an unknown client. */
export async function readClientWork(db: ZanatiDb, clientId: string): Promise<ClientWork | null> {
  const client = await db.clients.get(clientId);
  if (!client) return null;
  const agreements = (await db.agreements.toArray()).filter((a) => a.clientId === clientId);
  const projectIds = [...new Set(agreements.map((a) => text(a.projectId)).filter(Boolean))];
  const [projects, products, articles] = await Promise.all([db.projects.bulkGet(projectIds), db.products.toArray(), db.articles.toArray()]);
  const articleName = new Map(articles.map((a) => [a.id, a.name]));
  return {
    client: { id: client.id, name: `${text(client.firstnameAndLastname)} ${text(client.lastName)}`.trim(), phone: text(client.phoneNumber), email: text(client.email), address: text(client.address) },
    projects: projects.flatMap((p) =>
      p
        ? [
            {
              id: p.id,
              name: text(p.projectName),
              address: text(p.address),
              products: products
                .filter((x) => x.projectId === p.id && x.forProduction === 1 && x.canceled === 0)
                .map((x) => ({ id: x.id, name: articleName.get(text(x.articleId)) ?? text(x.type), code: text(x.type) })),
            },
          ]
        : [],
    ),
  };
}
