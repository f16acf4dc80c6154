import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../domain/ids.js';
import { foldName } from '../../domain/admin/names.js';
import { migrateUpTo } from '../../server/db/migrate.js';
import { isUniqueViolation } from '../../server/db/constraintErrors.js';
import { openTestDatabase } from '../fixtures/testServer.js';

/** Migration 0008: every stored key re-folded with the Unicode-wide fold (issue 8 items 6 and 13). */
const BEFORE = '0006_add_feed_readers_of';
const AFTER = '0008_refold_unique_keys';
// The fold 0005 stored, before this one.
const oldFold = (text: string) => text.trim().toLocaleLowerCase('sq');

const opened: Awaited<ReturnType<typeof openTestDatabase>>[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) {
    await db.connection.close().catch(() => undefined);
    await db.drop();
  }
});

/** A database as the version before the new fold left it, holding two companies. */
async function olderDatabase() {
  const db = await openTestDatabase();
  opened.push(db);
  await migrateUpTo(db.connection.db, BEFORE);
  const [companyId, otherId] = [newId(), newId()];
  const now = new Date().toISOString();
  for (const id of [companyId, otherId]) {
    await db.connection.db.insertInto('companies').values({ id, code: `c${id.slice(-8)}`, name: 'Firma', createdAt: now }).execute();
  }
  return { db: db.connection.db, companyId, otherId };
}

const tenantRow = (companyId: string, at = new Date().toISOString()) => ({ id: newId(), companyId, createdAt: at, updatedAt: at });

/** Units stored one after another (created_at in that order), with the key the old fold gave them. */
function unitsOf(companyId: string, names: string[]) {
  const start = Date.now() - 60_000;
  return names.map((name, i) => ({ ...tenantRow(companyId, new Date(start + i * 1000).toISOString()), name, nameKey: oldFold(name) }));
}

describe('0008 refold unique keys', () => {
  it('stores the new fold of every text: sharp s, composed accents, invisible characters, accented capitals', async () => {
    const { db, companyId } = await olderDatabase();
    const units = unitsOf(companyId, ['Straße', 'Cafe\u0301', 'Gu\u200Br', 'ÇELIK']);
    await db.insertInto('units').values(units).execute();
    await db
      .insertInto('users')
      .values({ ...tenantRow(companyId), username: 'ÇPROBE', usernameKey: oldFold('ÇPROBE'), firstname: 'A', lastname: 'B', email: 'a@b.co', passwordHash: 'x' })
      .execute();

    expect(await migrateUpTo(db, AFTER)).toContain(AFTER);

    const keys = await db.selectFrom('units').select(['name', 'nameKey']).orderBy('createdAt').execute();
    expect(keys).toEqual([
      { name: 'Straße', nameKey: 'strasse' },
      { name: 'Cafe\u0301', nameKey: 'café' },
      { name: 'Gu\u200Br', nameKey: 'gur' },
      { name: 'ÇELIK', nameKey: 'çelik' },
    ]);
    expect(keys.map((k) => k.nameKey)).toEqual(keys.map((k) => foldName(k.name)));
    expect((await db.selectFrom('users').select('usernameKey').executeTakeFirstOrThrow()).usernameKey).toBe('çprobe');
  });

  it('never fails on texts that now fold alike: the first keeps its key, each later one is set apart and named', async () => {
    const { db, companyId, otherId } = await olderDatabase();
    const units = unitsOf(companyId, ['Café', 'Cafe\u0301', 'Ca\u00ADfé', 'Strasse', 'Straße']);
    await db.insertInto('units').values([...units, ...unitsOf(otherId, ['Cafe\u0301'])]).execute();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await migrateUpTo(db, AFTER)).toContain(AFTER);

    const [cafe, decomposed, softHyphen, strasse, strasse2] = units;
    const keyOf = async (id: string) => (await db.selectFrom('units').select('nameKey').where('id', '=', id).executeTakeFirstOrThrow()).nameKey;
    expect(await keyOf(cafe!.id)).toBe('café');
    expect(await keyOf(decomposed!.id)).toBe(`café\u200B${decomposed!.id}`);
    expect(await keyOf(softHyphen!.id)).toBe(`café\u200B${softHyphen!.id}`);
    expect(await keyOf(strasse!.id)).toBe('strasse');
    expect(await keyOf(strasse2!.id)).toBe(`strasse\u200B${strasse2!.id}`);
    // Another company's twin is no clash.
    expect(await db.selectFrom('units').select('nameKey').where('companyId', '=', otherId).executeTakeFirstOrThrow()).toEqual({ nameKey: 'café' });
    // Every row is kept, and the operator is told which to rename.
    expect(await db.selectFrom('units').select('id').execute()).toHaveLength(6);
    const told = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(told).toContain(`"Cafe\u0301" (id ${decomposed!.id}) folds like "Café" (id ${cafe!.id})`);
    expect(told).toContain(`(id ${softHyphen!.id}) folds like "Café" (id ${cafe!.id})`);
    expect(told).toContain(`"Straße" (id ${strasse2!.id}) folds like "Strasse" (id ${strasse!.id})`);
    // The plain key stays unique: a new twin is refused by the index.
    const twin = { ...unitsOf(companyId, ['CAFÉ'])[0]!, nameKey: foldName('CAFÉ') };
    await expect(db.insertInto('units').values(twin).execute()).rejects.toSatisfy(isUniqueViolation);
  });
});
