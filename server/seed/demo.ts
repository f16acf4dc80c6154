import type { Db, DbKind } from '../db/connect.js';
import { newId } from '../../domain/ids.js';
import { PERMISSIONS } from '../../domain/permissions.js';
import { hashPassword } from '../auth/passwords.js';
import { rebuildFeed } from '../write/rebuildFeed.js';
import { Clock } from './clock.js';
import { seedCompanyData, type SeedLog } from './companyData.js';
import { insertMany } from './insertMany.js';
import { refreshPlannerStatistics } from './plannerStatistics.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demoUsers.js';
import { SIZES, type SizeName } from './size.js';

export interface SeededCompany {
  id: string;
  code: string;
  users: Record<string, string>;
}

/**
 * A company with its users; their password is the demo password. Pass the
 * hash when seeding several companies: argon2 is slow on purpose.
 */
export async function seedCompany(db: Db, code: string, name: string, users: DemoUser[], passwordHash?: string): Promise<SeededCompany> {
  const now = new Date().toISOString();
  const companyId = newId();
  await db.insertInto('companies').values({ id: companyId, code, name, createdAt: now }).execute();
  const hash = passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const ids: Record<string, string> = {};
  const base = { companyId, createdAt: now, updatedAt: now };
  await insertMany(
    db,
    'users',
    users.map((u) => {
      ids[u.username] = newId();
      return { ...base, id: ids[u.username]!, username: u.username, firstname: u.firstname, lastname: u.lastname, email: `${u.username}@${code}.zanati.local`, passwordHash: hash, avatarFileId: null, deletedAt: null };
    }),
  );
  await insertMany(
    db,
    'userPermissions',
    users.flatMap((u) =>
      u.permissions.map((key) => ({ ...base, id: newId(), userId: ids[u.username]!, permissionId: PERMISSIONS.find((p) => p.key === key)!.id })),
    ),
  );
  return { id: companyId, code, users: ids };
}

export interface SeedOptions {
  /** How big the demo company is; acme is always small. */
  size?: SizeName;
  log?: SeedLog;
}

// Fixed seeds: the demo data is the same on every machine.
const DEMO_SEED = 2026;
const ACME_SEED = 76;

/**
 * First start on an empty database: the demo company and the small `acme`
 * company. Both are written in one transaction, so a seed that fails half way
 * leaves the database empty and the next start tries again; the change feed is
 * published afterwards, in chunks of its own, once the planner knows the data.
 */
export async function seedDemoIfEmpty(db: Db, kind: DbKind, options: SeedOptions = {}): Promise<boolean> {
  const any = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const log = options.log ?? (() => {});
  const clock = new Clock(Date.now());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // demo is created first: a sign-in without a company code goes to the oldest company.
  const companies = await db.transaction().execute(async (tx) => {
    const demo = await seedCompany(tx, 'demo', 'Zanati Demo Mobileri', DEMO_USERS, passwordHash);
    await seedCompanyData(tx, demo, SIZES[options.size ?? 'demo'], DEMO_SEED, clock, log);
    const acme = await seedCompany(tx, 'acme', 'Acme Kuzhina', DEMO_USERS.filter((u) => u.username === 'admin'), passwordHash);
    await seedCompanyData(tx, acme, SIZES.small, ACME_SEED, clock, log);
    return [demo, acme];
  });
  const analyzed = performance.now();
  await refreshPlannerStatistics(db, kind);
  log(`planner statistics ${Math.round(performance.now() - analyzed)} ms`);
  for (const company of companies) {
    const started = performance.now();
    const published = await rebuildFeed(db, kind, company.id);
    log(`${company.code}: change feed ${published.toLocaleString('en')} rows ${Math.round(performance.now() - started)} ms`);
  }
  // Again for the feed just written: without statistics on `changes`, the first
  // pulls would be planned as if the table were empty.
  await refreshPlannerStatistics(db, kind);
  return true;
}
