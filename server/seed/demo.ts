import type { Db, DbKind } from '../db/connect.js';
import { newId } from '../../domain/ids.js';
import { PERMISSIONS } from '../../domain/permissions.js';
import { hashPassword } from '../auth/passwords.js';
import { readConfig } from '../config.js';
import { openFileStore } from '../files/openFileStore.js';
import { AVATAR_UPLOAD } from '../../domain/admin/users.js';
import { rebuildFeed } from '../write/rebuildFeed.js';
import { deriveCompanyWorkStatuses } from '../write/workStatuses.js';
import { Clock } from './clock.js';
import { seedCompanyData, type SeedLog } from './companyData.js';
import { seedCompanySettings } from './companySettings.js';
import { demoPhoto } from './demoFile.js';
import { insertMany } from './insertMany.js';
import { refreshPlannerStatistics } from './plannerStatistics.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demoUsers.js';
import { SeedFiles } from './seedFiles.js';
import { SIZES, type SizeName } from './size.js';
import type { Rgb } from './solidJpeg.js';

export interface SeededCompany {
  id: string;
  code: string;
  users: Record<string, string>;
}

/** One colour per user in turn, so the seeded users' avatars tell them apart. */
const AVATAR_COLOURS: readonly Rgb[] = [[37, 99, 235], [220, 38, 38], [22, 163, 74], [217, 119, 6], [147, 51, 234], [8, 145, 178], [71, 85, 105]];

/**
 * A company with its users, each with an avatar; their password is the demo
 * password. Pass the hash when seeding several companies: argon2 is slow on
 * purpose. The avatars' bytes wait in `files` for the caller to write.
 */
export async function seedCompany(db: Db, files: SeedFiles, code: string, name: string, users: DemoUser[], passwordHash?: string): Promise<SeededCompany> {
  const now = new Date().toISOString();
  const companyId = newId();
  await db.insertInto('companies').values({ id: companyId, code, name, createdAt: now }).execute();
  const hash = passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const ids: Record<string, string> = Object.fromEntries(users.map((u) => [u.username, newId()]));
  const base = { companyId, createdAt: now, updatedAt: now };
  // The admin made the users and gave them their pictures.
  const avatars = users.map((u, i) => ({
    ...base,
    id: newId(),
    ...demoPhoto(files, { ownerType: 'users', ownerId: ids[u.username]!, kind: AVATAR_UPLOAD.kind, title: 'avatar', createdBy: ids.admin ?? null, createdAt: now }, AVATAR_COLOURS[i % AVATAR_COLOURS.length]!),
  }));
  await insertMany(
    db,
    'users',
    users.map((u, i) => ({
      ...base,
      id: ids[u.username]!,
      username: u.username,
      firstname: u.firstname,
      lastname: u.lastname,
      email: `${u.username}@${code}.zanati.local`,
      passwordHash: hash,
      avatarFileId: avatars[i]!.id,
      deletedAt: null,
    })),
  );
  // After the users: a file row names its creator.
  await insertMany(db, 'files', avatars);
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
  /** The data folder whose files/ the seeded files' bytes go to; by default DATA_DIR as the server reads it. */
  dataDir?: string;
  log?: SeedLog;
}

// Fixed seeds: the demo data is the same on every machine.
const DEMO_SEED = 2026;
const ACME_SEED = 76;

/**
 * First start on an empty database: the demo company and the small `acme`
 * company. Both are written in one transaction, so a seed that fails half way
 * leaves the database empty and the next start tries again; the files' bytes
 * are in the file store before it commits and removed if it rolls back, as an upload's
 * are. The change feed is published afterwards, in chunks of its own, once the
 * planner knows the data.
 */
export async function seedDemoIfEmpty(db: Db, kind: DbKind, options: SeedOptions = {}): Promise<boolean> {
  const any = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const log = options.log ?? (() => {});
  const clock = new Clock(Date.now());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const config = readConfig();
  const files = new SeedFiles(await openFileStore(config.fileStore, options.dataDir ?? config.dataDir));
  let companies: SeededCompany[];
  try {
    // demo is created first: a sign-in without a company code goes to the oldest company.
    companies = await db.transaction().execute(async (tx) => {
      const demo = await seedCompany(tx, files, 'demo', 'Zanati Demo Mobileri', DEMO_USERS, passwordHash);
      await seedCompanyData(tx, files, demo, SIZES[options.size ?? 'demo'], DEMO_SEED, clock, log);
      await seedCompanySettings(tx, files, demo, 'Zanati Demo Mobileri', true);
      await deriveCompanyWorkStatuses(tx, demo.id);
      const acme = await seedCompany(tx, files, 'acme', 'Acme Kuzhina', DEMO_USERS.filter((u) => u.username === 'admin'), passwordHash);
      await seedCompanyData(tx, files, acme, SIZES.small, ACME_SEED, clock, log);
      await seedCompanySettings(tx, files, acme, 'Acme Kuzhina', false);
      await deriveCompanyWorkStatuses(tx, acme.id);
      const started = performance.now();
      const { stored, written } = await files.write();
      log(`files: ${stored.toLocaleString('en')} stored names, ${written.toLocaleString('en')} distinct contents written ${Math.round(performance.now() - started)} ms`);
      return [demo, acme];
    });
  } catch (err) {
    await files.discard();
    throw err;
  }
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
