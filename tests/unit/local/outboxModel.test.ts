import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { sameName } from '../../../domain/admin/names.js';
import { discardEntry, enqueue } from '../../../src/local/outbox.js';
import type { Session } from '../../../src/local/session.js';
import { companyUsers, type CompanyUsers } from '../../fixtures/directWrite.js';
import { newDevice, openDevice, signIn, startLocalServer, type Device, type LocalServer } from './harness.js';
import { createUnit, deleteUnit, renameUnit } from './unitCommands.js';
import { feedColumns } from '../../../server/entities/feedShape.js';

/**
 * The outbox against the real server over random sequences of writes, lost
 * connections, reloads and answers lost after the server applied the write
 * (tldraw's syncFuzz, for one device and one server). Entries queued while
 * offline or behind a request in flight go in batches through the server's
 * POST sync/push (O17), so the same faults hit batches too: a batch's answer
 * lost, a request delivered twice, a batch cut between its calls (the calls
 * before the cut applied, the rest never arriving). At the end — online,
 * drained, pulled — every write was applied exactly once or is shown as
 * rejected, nothing is lost, and the mirror equals the server.
 *
 * Rules checked together: O2 (at most once), O3 (FIFO: the model replays the
 * writes in order), O4 (lost network keeps), O6 (refusals kept and shown), O7
 * (the mirror ends equal to the server), O11 (nothing dropped), O13 (the server
 * keeps the device's ids, refuses a taken one, and a create whose answer was
 * lost is replayed by its key rather than refused as taken), O17 (batches keep
 * all of these).
 */

type Action =
  | { t: 'create'; name: number }
  /** A create that reuses the id of an earlier unit of the run (a form that kept a stale id). */
  | { t: 'recreate'; target: number; name: number }
  | { t: 'rename'; target: number; name: number }
  | { t: 'delete'; target: number }
  | { t: 'offline' }
  | { t: 'online' }
  | { t: 'reload' }
  /** The next write request's answer is lost after the server applied it (a batch: all its calls). */
  | { t: 'kill' }
  /** The next write request reaches the server twice. */
  | { t: 'duplicate' }
  /** The next batch is cut after `after` calls: those are applied, the rest never arrive, and no answer comes. */
  | { t: 'cut'; after: number }
  | { t: 'settle' };

const NAMES = 3;
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ t: fc.constant('create' as const), name: fc.nat(NAMES - 1) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('recreate' as const), target: fc.nat(3), name: fc.nat(NAMES - 1) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('rename' as const), target: fc.nat(3), name: fc.nat(NAMES - 1) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('delete' as const), target: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'online' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'kill' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'duplicate' as const }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cut' as const), after: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ t: 'settle' as const }) },
);
const scenario = fc.array(action, { minLength: 1, maxLength: 10 });

/** One queued write as the model sees it. */
type Write = { label: string } & ({ t: 'create'; unit: string; name: string } | { t: 'rename'; unit: string; name: string } | { t: 'delete'; unit: string });

interface Refusal {
  status: number;
  message: string;
}

interface Expected {
  /** id (made on the device) → name, as the server must hold them. */
  units: Map<string, string>;
  /** label → the refusal the server must have answered. */
  rejected: Map<string, Refusal>;
  audits: { created: number; updated: number; deleted: number };
}

const NAME_TAKEN: Refusal = { status: 422, message: ADMIN_MSG.unitExists };
const ID_TAKEN: Refusal = { status: 422, message: MSG.idTaken };
const NOT_FOUND: Refusal = { status: 404, message: MSG.notFound };

/**
 * The server's rules for units, applied once each, in FIFO order. A create
 * keeps the device's id; it is checked for a taken id first (a create sent
 * again is refused as such, not as a duplicate of itself), then for a taken
 * name. A deleted unit's id is free again.
 */
function expectedOutcome(writes: readonly Write[]): Expected {
  const units = new Map<string, string>();
  const rejected = new Map<string, Refusal>();
  const audits = { created: 0, updated: 0, deleted: 0 };
  const taken = (name: string, except?: string) => [...units].some(([id, n]) => id !== except && sameName(n, name));
  for (const w of writes) {
    if (w.t === 'create') {
      if (units.has(w.unit)) rejected.set(w.label, ID_TAKEN);
      else if (taken(w.name)) rejected.set(w.label, NAME_TAKEN);
      else {
        units.set(w.unit, w.name);
        audits.created += 1;
      }
    } else if (!units.has(w.unit)) {
      rejected.set(w.label, NOT_FOUND);
    } else if (w.t === 'rename') {
      if (taken(w.name, w.unit)) rejected.set(w.label, NAME_TAKEN);
      else {
        if (units.get(w.unit) !== w.name) audits.updated += 1;
        units.set(w.unit, w.name);
      }
    } else {
      units.delete(w.unit);
      audits.deleted += 1;
    }
  }
  return { units, rejected, audits };
}

let ls: LocalServer;
let session: Session;
let demo: CompanyUsers;
let device: Device;
let dbName: string;
let runs = 0;
const token = `${process.pid}${Date.now().toString(36)}`;

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
  demo = await companyUsers(ls.s.connection, 'demo');
  const d = await newDevice(ls.s, session);
  dbName = d.name;
  device = d;
  await device.engine.syncNow();
}, 120_000);
afterAll(async () => {
  await device.close();
  await ls.close();
});

async function serverUnits(prefix: string) {
  const rows = await ls.s.connection.db
    .selectFrom('units')
    .selectAll()
    .where('companyId', '=', demo.companyId)
    .where('name', 'like', `${prefix}%`)
    .execute();
  return rows.map((row) => feedColumns('units', row)).sort((a, b) => a.id.localeCompare(b.id));
}

async function auditCounts(prefix: string) {
  const rows = await ls.s.connection.db
    .selectFrom('auditLog')
    .select(['event', 'oldValues', 'newValues'])
    .where('companyId', '=', demo.companyId)
    .where('auditableType', '=', 'units')
    .where((eb) => eb.or([eb('newValues', 'like', `%${prefix}%`), eb('oldValues', 'like', `%${prefix}%`)]))
    .execute();
  const count = (event: string) => rows.filter((r) => r.event === event).length;
  return { created: count('created'), updated: count('updated'), deleted: count('deleted') };
}

/** Plays one scenario on the long-lived device, then checks the end state. Names carry a per-run prefix. */
async function play(actions: readonly Action[]): Promise<void> {
  runs += 1;
  const prefix = `fc${token}r${runs}.`;
  const names = Array.from({ length: NAMES }, (_, i) => `${prefix}${'abc'[i]}`);
  const units: string[] = [];
  const writes: Write[] = [];
  const net = ls.net;
  try {
    for (const a of actions) {
      const label = `${prefix}#${writes.length}`;
      switch (a.t) {
        case 'create': {
          const unit = newId();
          units.push(unit);
          writes.push({ t: 'create', unit, name: names[a.name]!, label });
          await enqueue(device.db, createUnit(unit, names[a.name]!, label));
          break;
        }
        case 'recreate': {
          const unit = units[a.target % Math.max(1, units.length)];
          if (!unit) break;
          writes.push({ t: 'create', unit, name: names[a.name]!, label });
          await enqueue(device.db, createUnit(unit, names[a.name]!, label));
          break;
        }
        case 'rename': {
          const unit = units[a.target % Math.max(1, units.length)];
          if (!unit) break;
          writes.push({ t: 'rename', unit, name: names[a.name]!, label });
          await enqueue(device.db, renameUnit(unit, names[a.name]!, label));
          break;
        }
        case 'delete': {
          const unit = units[a.target % Math.max(1, units.length)];
          if (!unit) break;
          writes.push({ t: 'delete', unit, label });
          await enqueue(device.db, deleteUnit(unit, label));
          break;
        }
        case 'offline':
          net.offline = true;
          window.dispatchEvent(new Event('offline'));
          break;
        case 'online':
          net.offline = false;
          window.dispatchEvent(new Event('online'));
          break;
        case 'reload':
          await device.close();
          device = openDevice(dbName, session);
          break;
        case 'kill':
          net.loseAnswers += 1;
          break;
        case 'duplicate':
          net.duplicates += 1;
          break;
        case 'cut':
          net.cutAfter = a.after;
          break;
        case 'settle':
          await device.engine.wake({ pull: false, force: false });
          break;
      }
    }

    // The end: online, drained (answers still lost are retried), pulled.
    net.offline = false;
    for (let i = 0; i < 8; i++) {
      await device.engine.syncNow();
      if ((await device.db.outbox.where('state').anyOf('pending', 'sending').count()) === 0) break;
    }

    const expected = expectedOutcome(writes);
    const entries = await device.db.outbox.toArray();
    // Nothing lost: no entry still waiting; each refused write is there, with the server's answer.
    expect(entries.filter((e) => e.state !== 'rejected')).toEqual([]);
    const rejected = new Map(
      entries.flatMap((e) => (typeof e.label === 'string' && e.label.startsWith(prefix) ? [[e.label, { status: e.error?.status, message: e.error?.message }] as const] : [])),
    );
    expect(rejected).toEqual(expected.rejected);
    // Applied exactly once, under the ids the device made: the server holds the model's units, and its audit log one event per applied write.
    const onServer = await serverUnits(prefix);
    expect(onServer.map((u) => [u.id, u.name])).toEqual([...expected.units].sort(([a], [b]) => a.localeCompare(b)));
    expect(await auditCounts(prefix)).toEqual(expected.audits);
    // The mirror equals the server.
    const local = (await device.db.units.where('name').startsWith(prefix).toArray()).sort((a, b) => a.id.localeCompare(b.id));
    expect(local).toEqual(onServer);
  } finally {
    // The user discards what was refused; the next scenario starts from an empty outbox.
    Object.assign(net, { offline: false, loseAnswers: 0, duplicates: 0, cutAfter: null });
    for (const e of await device.db.outbox.toArray()) await discardEntry(device.db, e.id);
    await device.engine.syncNow();
  }
}

describe('outbox model: failing seeds and O13 cases, kept as regressions', () => {
  // seed -1894284029 (found while the server chose its own ids): the create was
  // answered before the rename was queued; the rename must reach the same row.
  it('O13 a write queued after its create was answered goes to the id the device made', async () => {
    await play([{ t: 'create', name: 0 }, { t: 'settle' }, { t: 'rename', target: 0, name: 0 }, { t: 'create', name: 0 }]);
  });

  it('O13 a create whose answer was lost is replayed by its key, not refused as taken', async () => {
    await play([{ t: 'kill' }, { t: 'create', name: 0 }, { t: 'settle' }, { t: 'rename', target: 0, name: 1 }]);
  });

  it('O13 a create with a taken id is refused with the server message; once the row is deleted the id is free', async () => {
    await play([{ t: 'create', name: 0 }, { t: 'recreate', target: 0, name: 1 }, { t: 'delete', target: 0 }, { t: 'recreate', target: 0, name: 2 }]);
  });
});

describe('outbox model: batches (O17), kept as regressions', () => {
  it('O17 a batch whose answer was lost, then a batch cut after its first call: every write applied once, in order', async () => {
    const before = ls.net.pushes.length;
    await play([
      { t: 'offline' },
      { t: 'create', name: 0 },
      { t: 'rename', target: 0, name: 1 },
      { t: 'create', name: 2 },
      { t: 'kill' },
      { t: 'online' },
      { t: 'settle' },
      { t: 'cut', after: 1 },
      { t: 'delete', target: 0 },
    ]);
    // The three writes queued offline went as one batch (the one whose answer was lost).
    expect(ls.net.pushes[before]).toBe(3);
  });

  it('O17 a duplicated batch with a refusal in the middle: the refusal is recorded once, the calls around it applied once', async () => {
    await play([{ t: 'offline' }, { t: 'create', name: 0 }, { t: 'create', name: 0 }, { t: 'create', name: 1 }, { t: 'duplicate' }, { t: 'online' }, { t: 'settle' }]);
  });
});

describe('outbox model (fast-check)', () => {
  it('O2 O3 O4 O6 O7 O11 O13 O17 random writes, disconnects, reloads, lost answers, duplicates and cut batches: applied once under the device ids or rejected, nothing lost, mirror equals server', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (actions) => {
        await play(actions);
      }),
      { numRuns: Number(process.env.OUTBOX_MODEL_RUNS ?? 1000), endOnFailure: false },
    );
  }, 900_000);
});
