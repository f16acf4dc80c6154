import { newId } from '../../domain/ids.js';
import type { Clock } from './clock.js';
import { demoDocument } from './demoFile.js';
import type { SeededProduct } from './offers.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { SeedFiles } from './seedFiles.js';
import type { Staff } from './staff.js';

/**
 * Technical drawings: one for every fourth product in production and one
 * whole-project drawing for every third project that has products there.
 */
export function seedBlueprints(rows: RowSet, files: SeedFiles, clock: Clock, rng: Random, staff: Staff, products: readonly SeededProduct[]): void {
  const made = products.filter((p) => p.inProduction);
  const add = (product: SeededProduct, productId: string | null, title: string) => {
    const id = newId();
    const createdAt = clock.happened(product.project.timeline.agreement + 1, rng.real(8, 16));
    const createdBy = rng.chance(0.5) ? staff.deptadmin : staff.admin;
    const fileId = rows.add('files', demoDocument(files, { ownerType: 'blueprints', ownerId: id, kind: 'blueprint', title, createdBy, createdAt }));
    rows.add('blueprints', { id, projectId: product.project.id, productId, fileId, nameOfBlueprint: title, createdAt });
  };
  made.forEach((product, i) => {
    if (i % 4 === 0) add(product, product.id, `Skica teknike - ${product.article.spec.name}`);
  });
  const projects = new Map(made.map((p) => [p.project.id, p]));
  [...projects.values()].forEach((product, i) => {
    if (i % 3 === 0) add(product, null, `Plani i projektit - ${product.project.name}`);
  });
}
