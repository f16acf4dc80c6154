import type { Db } from '../db/connect.js';
import { seedAftercare } from './aftercare.js';
import { seedMeasureSheets } from './measureSheets.js';
import { seedBlueprints } from './blueprints.js';
import { seedClients } from './clients.js';
import type { Clock } from './clock.js';
import { seedHistory } from './history.js';
import { seedKiosks } from './kiosks.js';
import { seedLogistics } from './logistics.js';
import { seedLookups } from './lookups.js';
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
 * Fills every module of a company whose users already exist: generated in
 * memory from one seeded random sequence, then inserted table by table. The
 * bytes of its files wait in `files` for the caller to write.
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
  let started = performance.now();
  const rng = new Random(seed);
  const staff = staffOf(company.users);
  const cities = await db.selectFrom('cities').select(['id', 'name']).where('countryId', '=', KOSOVO).orderBy('id').execute();
  const rows = new RowSet(company.id, clock.now);

  const lookups = seedLookups(rows, files, clock, staff);
  const projects = seedClients(rows, clock, rng, lookups, staff, cities, size.clients);
  const products = seedOffers(rows, clock, rng, lookups, staff, projects, size.products);
  seedProduction(rows, clock, rng, lookups, staff, products);
  seedBlueprints(rows, files, clock, rng, staff, products);
  const { deliveries, transportCodes } = seedLogistics(rows, clock, rng, lookups, staff, products);
  seedMeasureSheets(rows, files, staff);
  seedAftercare(rows, clock, rng, lookups, cities, products, deliveries, size.clients);
  seedTasks(rows, clock, rng, staff, size.clients);
  await seedHistory(db, rows, clock, rng, staff, company.users);
  await seedKiosks(rows, clock, staff, lookups.workshopId);
  log(`${company.code}: generated rows in ${ms(started)}`);

  started = performance.now();
  await rows.insert(db, (table, count, took) => log(`${company.code}: ${table} ${count.toLocaleString('en')} rows ${Math.round(took)} ms`));
  // The next offer number and transport code continue after the seeded ones.
  await db
    .insertInto('companyCounters')
    .values([
      { companyId: company.id, name: 'offer', value: rows.count('offers') },
      { companyId: company.id, name: 'transport', value: transportCodes },
    ])
    .execute();
  log(`${company.code}: inserted in ${ms(started)}`);
}

function ms(since: number): string {
  return `${Math.round(performance.now() - since)} ms`;
}
