import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusableQuery } from '../../server/db/reusableQuery.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { openTestDatabase } from '../fixtures/testServer.js';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  t = await openTestDatabase();
  await migrateToLatest(t.connection.db);
});
afterAll(async () => {
  await t.connection.close();
  await t.drop();
});

describe('reusableQuery', () => {
  it('runs the one compiled query with each call’s own values, rows in camelCase', async () => {
    const db = t.connection.db;
    const countryByCode = reusableQuery(db, 1, (code: string) => db.selectFrom('countries').select(['id', 'name', 'code']).where('code', '=', code));
    expect(await countryByCode('XK')).toEqual([{ id: 76, name: 'Kosove', code: 'XK' }]);
    expect(await countryByCode('AL')).toEqual([{ id: 2, name: 'Shqiperi', code: 'AL' }]);
    expect(await countryByCode('ZZ')).toEqual([]);
    const citiesOfCountry = reusableQuery(db, 1, (code: string) =>
      db.selectFrom('cities').innerJoin('countries', 'countries.id', 'cities.countryId').select(['cities.countryId']).where('countries.code', '=', code),
    );
    expect((await citiesOfCountry('XK')).every((c) => c.countryId === 76)).toBe(true);
  });

  it('refuses a builder that does not pass an argument through as a parameter', () => {
    const db = t.connection.db;
    expect(() => reusableQuery(db, 1, (_unused: string) => db.selectFrom('countries').selectAll())).toThrow(/every argument/);
  });
});
