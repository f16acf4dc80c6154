import type { Db, DbKind } from '../db/connect.js';
import { newId } from '../../domain/ids.js';
import { PERMISSIONS } from '../../domain/permissions.js';
import { hashPassword } from '../auth/passwords.js';
import { rebuildFeed } from '../write/rebuildFeed.js';
import { insertMany } from './insertMany.js';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demoUsers.js';

export interface SeededCompany {
  id: string;
  code: string;
  users: Record<string, string>;
}

/** A company with its users; their password is the demo password. */
export async function seedCompany(db: Db, code: string, name: string, users: DemoUser[]): Promise<SeededCompany> {
  const now = new Date().toISOString();
  const companyId = newId();
  await db.insertInto('companies').values({ id: companyId, code, name, createdAt: now }).execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, string> = {};
  const base = { companyId, createdAt: now, updatedAt: now };
  await insertMany(
    db,
    'users',
    users.map((u) => {
      ids[u.username] = newId();
      return { ...base, id: ids[u.username]!, username: u.username, firstname: u.firstname, lastname: u.lastname, email: `${u.username}@${code}.zanati.local`, passwordHash, avatarFileId: null, deletedAt: null };
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

/** First start on an empty database: the demo company and the small `acme` company. */
export async function seedDemoIfEmpty(db: Db, kind: DbKind): Promise<boolean> {
  const any = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const demo = await seedCompany(db, 'demo', 'Zanati Demo Mobileri', DEMO_USERS);
  const acme = await seedCompany(db, 'acme', 'Acme Kuzhina', DEMO_USERS.filter((u) => u.username === 'admin'));
  for (const company of [demo, acme]) await rebuildFeed(db, kind, company.id);
  return true;
}
