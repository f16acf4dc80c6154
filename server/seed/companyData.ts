import type { Db } from '../db/connect.js';
import { seedAftercare } from './aftercare.js';
import { seedMeasureSheets } from './measureSheets.js';
import { seedBlueprints } from './blueprints.js';
import { seedClients } from './clients.js';
import type { Clock } from './clock.js';
import { seedClientAudit, seedHistory } from './history.js';
import { seedKiosks } from './kiosks.js';
import { seedLogistics, seedStock } from './logistics.js';
import { seedLookups, type Lookups } from './lookups.js';
import { seedOffers } from './offers.js';
import { seedProduction } from './production.js';
import { Random } from './random.js';
import { RowSet } from './rowSet.js';
import type { SeedFiles } from './seedFiles.js';
import type { SeedSize } from './size.js';
import { staffOf } from './staff.js';
import { seedTasks } from './tasks.js';

/** Where progress lines go (the CLI prints them; the server and tests pass nothing). */
export type SeedLog = (line: string) => void;

const KOSOVO = 76;

/**
 * Clients per batch by default. A batch is generated in memory, inserted and dropped
 * before the next: the xl set (50,000 clients, about 2,000,000 process
 * statuses) would otherwise hold every row of the company at once. The demo
 * and the large set are one batch each, generated exactly as before.
 */
const CLIENTS_PER_BATCH = 5000;

/** `size` cut into batches of at most its clientsPerBatch clients, the products shared out in proportion. */
function batchesOf(size: SeedSize): SeedSize[] {
  const count = Math.max(1, Math.ceil(size.clients / (size.clientsPerBatch ?? CLIENTS_PER_BATCH)));
  return Array.from({ length: count }, (_, i) => ({
    clients: Math.round((size.clients * (i + 1)) / count) - Math.round((size.clients * i) / count),
    products: Math.round((size.products * (i + 1)) / count) - Math.round((size.products * i) / count),
  }));
}

/**
 * Fills every module of a company whose users already exist, from one seeded
 * random sequence, batch by batch (the lookups, the stock, the sessions and
 * the kiosks with the first). The bytes of its files wait in `files` for the
 * caller to write.
 */
export async function seedCompanyData(
  db: Db,
  files: SeedFiles,
  company: { id: string; code: string; users: Readonly<Record<string, string>> },
  size: SeedSize,
  seed: number,
  clock: Clock,
  log: SeedLog = () => {},
): Promise<void> {
  const rng = new Random(seed);
  const staff = staffOf(company.users);
  const cities = await db.selectFrom('cities').select(['id', 'name']).where('countryId', '=', KOSOVO).orderBy('id').execute();
  const batches = batchesOf(size);
  let lookups: Lookups | undefined;
  let offers = 0;
  let transportCodes = 0;
  for (const [n, batch] of batches.entries()) {
    const label = batches.length > 1 ? `${company.code} ${n + 1}/${batches.length}` : company.code;
    let started = performance.now();
    const rows = new RowSet(company.id, clock.now);
    const first = lookups === undefined;
    lookups ??= seedLookups(rows, files, clock, staff);
    const projects = seedClients(rows, clock, rng, lookups, staff, cities, batch.clients);
    const products = seedOffers(rows, clock, rng, lookups, staff, projects, batch.products, offers);
    seedProduction(rows, clock, rng, lookups, staff, products);
    seedBlueprints(rows, files, clock, rng, staff, products);
    if (first) seedStock(rows, clock, rng, lookups);
    const logistics = seedLogistics(rows, clock, rng, lookups, staff, products, transportCodes);
    seedMeasureSheets(rows, files, staff);
    seedAftercare(rows, clock, rng, lookups, cities, products, logistics.deliveries, batch.clients);
    seedTasks(rows, clock, rng, staff, batch.clients);
    if (first) {
      await seedHistory(db, rows, clock, rng, staff, company.users);
      await seedKiosks(rows, clock, staff, lookups.workshopId);
    } else {
      seedClientAudit(rows);
    }
    offers += rows.count('offers');
    transportCodes = logistics.transportCodes;
    log(`${label}: generated rows in ${ms(started)}`);

    started = performance.now();
    await rows.insert(db, (table, count, took) => log(`${label}: ${table} ${count.toLocaleString('en')} rows ${Math.round(took)} ms`));
    log(`${label}: inserted in ${ms(started)}`);
  }
  // The next offer number and transport code continue after the seeded ones.
  await db
    .insertInto('companyCounters')
    .values([
      { companyId: company.id, name: 'offer', value: offers },
      { companyId: company.id, name: 'transport', value: transportCodes },
    ])
    .execute();
}

function ms(since: number): string {
  return `${Math.round(performance.now() - since)} ms`;
}
