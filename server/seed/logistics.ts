import type { SeededProject } from './clients.js';
import { Clock } from './clock.js';
import type { Lookups } from './lookups.js';
import type { SeededProduct } from './offers.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';
import { atLeast } from './timeline.js';

export interface Delivery {
  project: SeededProject;
  products: readonly SeededProduct[];
  transportId: string | null;
  /** Set once the installation has finished. */
  installedAt: string | null;
}

interface StoredRecord {
  id: string;
  project: SeededProject;
  products: SeededProduct[];
  withoutTransport: boolean;
  withoutInstallation: boolean;
}

/**
 * Warehouse records for finished products, transports (codes from the
 * 'transport' counter after `codesAfter`, a few projects per run) and
 * installations. Returns what reached the client, for service and impressions,
 * and the last transport code.
 */
export function seedLogistics(
  rows: RowSet,
  clock: Clock,
  rng: Random,
  lookups: Lookups,
  staff: Staff,
  products: readonly SeededProduct[],
  codesAfter = 0,
): { deliveries: Delivery[]; transportCodes: number } {
  const records = seedWarehouseRecords(rows, clock, rng, staff, products);
  const transported = records.filter((r) => atLeast(r.project.stage, 'transported')).sort((a, b) => a.project.timeline.transport - b.project.timeline.transport);
  const deliveries = new Map<string, Delivery>();
  let code = codesAfter;
  let leftInRun = 0;
  for (const record of transported) {
    // A truck run carries one to three projects under one code.
    if (leftInRun === 0 || record.withoutTransport) {
      code += 1;
      leftInRun = record.withoutTransport ? 0 : rng.int(1, 3);
    }
    if (leftInRun > 0) leftInRun -= 1;
    const transportId = addTransport(rows, clock, rng, lookups, record, String(code));
    const delivery = deliveries.get(record.project.id) ?? { project: record.project, products: [], transportId, installedAt: null };
    delivery.products = [...delivery.products, ...record.products];
    if (!record.withoutInstallation && !deliveries.has(record.project.id)) delivery.installedAt = addInstallation(rows, clock, rng, record.project, transportId);
    deliveries.set(record.project.id, delivery);
  }
  return { deliveries: [...deliveries.values()], transportCodes: code };
}

/** The stock of bought-in articles and some production articles: once per company (one row per article). */
export function seedStock(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups): void {
  const stocked = [...lookups.boughtArticles, ...lookups.productionArticles.filter((_, i) => i % 5 === 0)];
  for (const article of stocked) {
    rows.add('warehouseStock', { articleId: article.id, quantity: rng.int(0, 40), createdAt: clock.at(-200, 10), updatedAt: clock.happened(-rng.int(0, 20), 11) });
  }
}

/** One record per project with finished products; a large project is stored in two deliveries. */
function seedWarehouseRecords(rows: RowSet, clock: Clock, rng: Random, staff: Staff, products: readonly SeededProduct[]): StoredRecord[] {
  const byProject = new Map<SeededProject, SeededProduct[]>();
  for (const p of products) {
    if (p.canceled || (p.statusId !== 3 && p.statusId !== 4)) continue;
    byProject.set(p.project, [...(byProject.get(p.project) ?? []), p]);
  }
  const records: StoredRecord[] = [];
  for (const [project, stored] of byProject) {
    const parts = stored.length >= 4 && project.turn % 5 === 2 ? [stored.slice(0, 2), stored.slice(2)] : [stored];
    // Inner stock stays here; exports are installed by the buyer; one local client in eleven collects.
    const withoutTransport = project.destination === 3 || project.index % 11 === 7;
    const withoutInstallation = project.destination !== 1;
    parts.forEach((part, n) => {
      const createdAt = clock.happened(Math.min(project.timeline.warehouse, 0) + n, rng.real(9, 16));
      const id = rows.add('warehouseRecords', {
        clientId: project.client.id,
        projectId: project.id,
        label: `${project.name} #${n + 1}`,
        comment: rng.chance(0.3) ? 'Paketuar ne folie, ne raftin B.' : null,
        withoutTransport: withoutTransport ? 1 : 0,
        withoutInstallation: withoutInstallation ? 1 : 0,
        createdAt,
      });
      for (const p of part) rows.add('warehouseRecordProducts', { warehouseRecordId: id, productId: p.id, quantity: p.quantity, createdAt });
      if (!withoutTransport) rows.add('warehouseRecordUsers', { warehouseRecordId: id, userId: staff.driver, role: 'transport', createdAt });
      if (!withoutInstallation) rows.add('warehouseRecordUsers', { warehouseRecordId: id, userId: staff.installer, role: 'installation', createdAt });
      records.push({ id, project, products: part, withoutTransport, withoutInstallation });
    });
  }
  return records;
}

function addTransport(rows: RowSet, clock: Clock, rng: Random, lookups: Lookups, record: StoredRecord, code: string): string {
  const { project } = record;
  const acceptanceDate = clock.happened(project.timeline.transport, rng.real(7, 10));
  // Every other transported project is still on the road.
  const enRoute = project.stage === 'transported' && project.turn % 2 === 0;
  const arrivalDate = enRoute ? null : Clock.plusHours(acceptanceDate, rng.real(0.5, 3));
  const pickup = record.withoutTransport ? project.client.person : null;
  const id = rows.add('transports', {
    code,
    projectId: project.id,
    warehouseRecordId: record.id,
    transportDetails: pickup ? 'Klienti e terhoqi vete nga depoja.' : rng.pick(['Kamioni 7.5t, dy punetore.', 'Furgoni, nje punetor.', 'Kamioni, ngarkim me vinc.']),
    comment: rng.chance(0.2) ? 'Rruga e ngushte, parkim ne rrugen paralele.' : null,
    acceptanceDate,
    arrivalDate,
    name: pickup ? `${pickup.firstname} ${pickup.lastname}` : null,
    email: pickup ? pickup.email : null,
    phoneNumber: pickup ? pickup.phone : null,
    createdAt: acceptanceDate,
    updatedAt: arrivalDate ?? acceptanceDate,
  });
  if (!pickup) {
    for (const equipmentId of rng.sample(lookups.equipmentIds, rng.int(2, 4))) rows.add('transportEquipment', { transportId: id, equipmentId, createdAt: acceptanceDate });
  }
  return id;
}

/** Returns when it ended, for a finished installation. */
function addInstallation(rows: RowSet, clock: Clock, rng: Random, project: SeededProject, transportId: string): string | null {
  const t = project.timeline;
  const finished = atLeast(project.stage, 'installed');
  // A transported project that has arrived is being installed.
  if (!finished && project.turn % 2 === 0) return null;
  const installationStart = clock.happened(t.installStart, rng.real(8, 10));
  const installationEnd = finished ? clock.happened(t.installEnd, rng.real(14, 18)) : null;
  const conditional = project.index % 7 === 3;
  rows.add('installations', {
    projectId: project.id,
    transportId,
    installationStart,
    installationEnd,
    comment: conditional ? 'Montim me kusht: mungon pllaka e punes.' : rng.chance(0.3) ? 'Klienti i kenaqur, pa verejtje.' : null,
    conditional: conditional ? 1 : 0,
    createdAt: installationStart,
    updatedAt: installationEnd ?? installationStart,
  });
  return installationEnd;
}
