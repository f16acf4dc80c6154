import type { BoardSources } from '../../../../domain/production/board.js';

const unionById = <T extends { id: string }>(base: readonly T[], part: readonly T[]): T[] => [...new Map([...base, ...part].map((r) => [r.id, r])).values()];
const unionMap = <K, V>(base: ReadonlyMap<K, V>, part: ReadonlyMap<K, V>): Map<K, V> => new Map([...base, ...part]);

/**
 * The board's rows after some products were read again (every product of
 * their projects with them): those products' rows and their projects'
 * blueprints, measures and files come from `part` alone (a product that no
 * longer belongs on the board is in neither), the rest is the union. The
 * lookup tables come from `part`, which read them whole.
 */
export function mergeSources(base: BoardSources, part: BoardSources, productIds: ReadonlySet<string>): BoardSources {
  const others = <T extends { productId: string }>(rows: readonly T[]) => rows.filter((r) => !productIds.has(r.productId));
  const projects = new Set([...base.products, ...part.products].flatMap((p) => (productIds.has(p.id) && p.projectId !== null ? [p.projectId] : [])));
  const measures = new Map([...base.measures].filter(([projectId]) => !projects.has(projectId)));
  for (const [projectId, status] of part.measures) measures.set(projectId, status);
  return {
    ...part,
    products: [...base.products.filter((p) => !productIds.has(p.id)), ...part.products],
    processes: [...others(base.processes), ...part.processes],
    materials: [...others(base.materials), ...part.materials],
    temporaryMaterials: [...others(base.temporaryMaterials), ...part.temporaryMaterials],
    blueprints: [...base.blueprints.filter((b) => !projects.has(b.projectId)), ...part.blueprints],
    files: unionById(
      base.files.filter((f) => !productIds.has(f.ownerId) && !projects.has(f.ownerId)),
      part.files,
    ),
    measures,
    clients: unionMap(base.clients, part.clients),
    projects: unionMap(base.projects, part.projects),
    offerAuthors: unionMap(base.offerAuthors, part.offerAuthors),
  };
}

/** Which product each status-like row of the board belongs to: a changed row names the product to read again. */
export function productOfRows(sources: BoardSources): Map<string, string> {
  const owner = new Map<string, string>();
  for (const rows of [sources.processes, sources.materials, sources.temporaryMaterials]) for (const r of rows) owner.set(r.id, r.productId);
  return owner;
}
