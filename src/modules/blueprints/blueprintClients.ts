import { searchKey } from '../../../domain/production/board.js';
import type { ZanatiDb } from '../../local';

/** A client whose work has reached the drawings: an agreement signed for one of their projects. */
export interface BlueprintClient {
  id: string;
  name: string;
  phone: string;
  address: string;
  /** The name's first letter, uppercased without its accent (Ç → C): the list's letter bar. */
  letter: string;
  projects: number;
  products: number;
  blueprints: number;
}

const text = (x: unknown): string => (typeof x === 'string' ? x : '');

/** The first letter a client is filed under. */
export const letterOf = (name: string): string => searchKey(name.trim()).charAt(0).toUpperCase();

/**
 * The clients of the blueprints module (spec 001 §2 "Blueprints"), from the
 * device's mirror: every client with a signed agreement, with how many of
 * their projects, products for production and drawings there are.
 */
export async function readBlueprintClients(db: ZanatiDb): Promise<BlueprintClient[]> {
  const [agreements, products, blueprints] = await Promise.all([db.agreements.toArray(), db.products.toArray(), db.blueprints.toArray()]);
  const projectsOf = new Map<string, Set<string>>();
  for (const a of agreements) {
    const clientId = text(a.clientId);
    const projectId = text(a.projectId);
    if (!clientId || !projectId) continue;
    const set = projectsOf.get(clientId) ?? new Set<string>();
    set.add(projectId);
    projectsOf.set(clientId, set);
  }
  const agreed = new Set([...projectsOf.values()].flatMap((s) => [...s]));
  const productsOf = new Map<string, number>();
  for (const p of products) {
    const projectId = text(p.projectId);
    if (p.forProduction === 1 && p.canceled === 0 && agreed.has(projectId)) productsOf.set(projectId, (productsOf.get(projectId) ?? 0) + 1);
  }
  const drawingsOf = new Map<string, number>();
  for (const b of blueprints) drawingsOf.set(b.projectId, (drawingsOf.get(b.projectId) ?? 0) + 1);
  const clients = await db.clients.bulkGet([...projectsOf.keys()]);
  return clients.flatMap((c) => {
    if (!c) return [];
    const projects = [...(projectsOf.get(c.id) ?? [])];
    const name = `${text(c.firstnameAndLastname)} ${text(c.lastName)}`.trim();
    return [
      {
        id: c.id,
        name,
        phone: text(c.phoneNumber),
        address: text(c.address),
        letter: letterOf(name),
        projects: projects.length,
        products: projects.reduce((n, id) => n + (productsOf.get(id) ?? 0), 0),
        blueprints: projects.reduce((n, id) => n + (drawingsOf.get(id) ?? 0), 0),
      },
    ];
  });
}
