import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { liveStores } from '../../../src/local/schema/liveStores.js';
import type { LocalVersion } from '../../../src/local/schema/localVersion.js';
import { LOCAL_VERSIONS } from '../../../src/local/schema/versions.js';
import type { CommandFile, OutboxEntry } from '../../../src/local/types.js';
import { createUnit, renameUnit, unitRow } from './unitCommands.js';
import { uniqueDbName } from './harness.js';

/**
 * The local database's versions (src/local/schema/): the stores this release
 * needs are the last frozen version, and a device on any earlier version
 * upgrades to the latest with every queued entry kept (SYNC.md O11).
 */

const open: (Dexie | ZanatiDb)[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

const latest = LOCAL_VERSIONS.at(-1)!;

/** A database as the release of `target` left it: declared with the frozen versions up to it, nothing later. */
function asReleased(name: string, target: LocalVersion): Dexie {
  const db = new Dexie(name);
  for (const { version, stores, upgrade } of LOCAL_VERSIONS.filter((v) => v.version <= target.version)) {
    const declared = db.version(version).stores(stores);
    if (upgrade) declared.upgrade(upgrade);
  }
  open.push(db);
  return db;
}

/** Outbox entries in every state, as that release stored them: a create with a form, an edit refused by the server, one being sent, one with a photo. */
function queuedEntries(): OutboxEntry[] {
  const unit = newId();
  const stored = ({ apply: _optimistic, ...command }: ReturnType<typeof createUnit>) => command;
  return [
    { ...stored(createUnit(unit, 'Metër')), id: newId(), seq: 1, createdAt: 1, state: 'pending', attempts: 0, nextAttemptAt: 0, error: null, rowKeys: [`units:${unit}`] },
    {
      ...stored(renameUnit(unit, 'Metra')),
      id: newId(),
      seq: 2,
      createdAt: 2,
      state: 'rejected',
      attempts: 1,
      nextAttemptAt: 0,
      error: { status: 422, message: 'Kjo njesi eksiston!', errors: { name: 'Kjo njesi eksiston!' } },
      rowKeys: [`units:${unit}`],
    },
    { ...stored(createUnit(newId(), 'in flight')), id: newId(), seq: 3, createdAt: 3, state: 'sending', attempts: 1, nextAttemptAt: 0, error: null, rowKeys: [] },
    {
      ...stored(createUnit(newId(), 'with photo')),
      files: [{ field: 'photo', blob: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: 'image/jpeg' }), name: 'foto.jpg' }],
      id: newId(),
      seq: 4,
      createdAt: 4,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      rowKeys: [],
    },
  ];
}

/** A file with its blob as type and bytes: what the user attached, not which object holds it. */
async function fileData(file: CommandFile) {
  return { ...file, blob: { type: file.blob.type, bytes: [...new Uint8Array(await file.blob.arrayBuffer())] } };
}

/** The entries as plain data, to compare field by field. */
async function comparable(entries: OutboxEntry[]) {
  return Promise.all(entries.map(async ({ files, ...entry }) => ({ ...entry, files: files && (await Promise.all(files.map(fileData))) })));
}

/** Each store whose declaration differs, as "name: frozen → live", for the failure message. */
function storesDiff(frozen: Readonly<Record<string, string>>, live: Readonly<Record<string, string>>): string {
  const said = (stores: string | undefined) => (stores === undefined ? '(no table)' : `'${stores}'`);
  return [...new Set([...Object.keys(frozen), ...Object.keys(live)])]
    .filter((name) => frozen[name] !== live[name])
    .map((name) => `${name}: ${said(frozen[name])} → ${said(live[name])}`)
    .join('; ');
}

describe('local database versions', () => {
  it('freezes the stores this release needs as the last version (a changed table or index needs a new vN.ts)', () => {
    const live = liveStores();
    expect(
      latest.stores,
      `The local stores changed (${storesDiff(latest.stores, live)}): freeze them as src/local/schema/v${latest.version + 1}.ts and add it to LOCAL_VERSIONS`,
    ).toEqual(live);
  });

  it('numbers the versions 1, 2, 3, … in order', () => {
    expect(LOCAL_VERSIONS.map((v) => v.version)).toEqual(LOCAL_VERSIONS.map((_, i) => i + 1));
  });

  it('never drops or recreates the outbox in any version (O11)', () => {
    for (const v of LOCAL_VERSIONS) expect(v.stores.outbox, `version ${v.version}`).toMatch(/^id, /);
  });

  it.each(LOCAL_VERSIONS.slice(0, -1).map((v) => [v.version, v] as const))(
    'O11 a database of version %i upgrades to the latest with every queued entry, its mirror rows and its re-read list',
    async (_version, from) => {
      const name = uniqueDbName(`v${from.version}`);
      const old = asReleased(name, from);
      const entries = queuedEntries();
      const unitId = entries[0]!.entityId;
      await old.table('outbox').bulkAdd(entries);
      await old.table('units').put(unitRow(unitId, 'Metër'));
      await old.table('processStatuses').put({ id: 'ps1', productId: 'p1', userId: 'u1', responsibilityId: 'r1' });
      // Version 1 kept the rows to re-read in one meta value; later ones in their own table.
      if (from.version === 1) await old.table('meta').put({ key: 'reread', value: { 'units:u0': 'token-0' } });
      else await old.table('rereads').put({ key: 'units:u0', token: 'token-0' });
      await old.table('meta').put({ key: 'cursor', value: '42' });
      old.close();

      const db = openLocalDb(name);
      open.push(db);
      const kept = await db.outbox.orderBy('seq').toArray();
      expect(await comparable(kept)).toEqual(await comparable(entries));
      expect(await db.units.get(unitId)).toMatchObject({ name: 'Metër' });
      expect(await db.processStatuses.get('ps1')).toEqual({ id: 'ps1', productId: 'p1', userId: 'u1', responsibilityId: 'r1' });
      expect(await db.rereads.toArray()).toEqual([{ key: 'units:u0', token: 'token-0' }]);
      expect(await db.meta.get('reread')).toBeUndefined();
      expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: '42' });
      // The drainer's claim read works on the upgraded queue: the pending entries, in FIFO order.
      const claimable = await db.outbox.where('[state+seq]').between(['pending', Dexie.minKey], ['pending', Dexie.maxKey]).toArray();
      expect(claimable.map((e) => e.seq)).toEqual([1, 4]);
      expect(db.verno).toBe(latest.version);
    },
  );
});
