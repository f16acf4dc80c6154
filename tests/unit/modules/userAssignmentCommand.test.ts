import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROWS } from '../../../domain/admin/rows.js';
import type { RowOf } from '../../../domain/entities.js';
import { SERVER_STAMPED } from '../../../domain/kit/rows.js';
import { enqueue } from '../../../src/local/outbox.js';
import { assignmentCommand } from '../../../src/modules/production/assignment/assignmentCommand';
import { eventually, newDevice, signIn, startLocalServer, type Device, type LocalServer } from '../local/harness.js';

/**
 * The assignment screen's tick against the contract every command keeps
 * (tests/unit/contracts/optimisticRows.test.ts): the user row it writes
 * optimistically equals the row the feed sends back, so the tick never
 * flickers when the re-read replaces it.
 */

let ls: LocalServer;
let device: Device;
let workerId: string;
let processIds: string[];

beforeAll(async () => {
  ls = await startLocalServer();
  const session = await signIn(ls.s, 'admin');
  device = await newDevice(ls.s, session);
  const db = ls.s.connection.db;
  const company = await db.selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  workerId = (await db.selectFrom('users').select('id').where('companyId', '=', company.id).where('username', '=', 'worker').executeTakeFirstOrThrow()).id;
  const held = new Set((await db.selectFrom('userResponsibilities').select('responsibilityId').where('userId', '=', workerId).execute()).map((r) => r.responsibilityId));
  processIds = (await db.selectFrom('responsibilities').select('id').where('companyId', '=', company.id).orderBy('id').execute()).map((r) => r.id).filter((id) => !held.has(id));
  // The device starts from the feed's present: the worker's row arrives as a pull would have brought it.
  const row = await ls.s.request('GET', `admin/users/${workerId}`, { token: session.token });
  await device.db.users.put((row.body as { data: RowOf<'users'> }).data);
});
afterAll(async () => {
  await device.close();
  await ls.close();
});

const differences = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => !(SERVER_STAMPED as readonly string[]).includes(key) && !isDeepStrictEqual(a[key], b[key]))
    .map((key) => `${key}: optimistic ${JSON.stringify(a[key])} ≠ pulled ${JSON.stringify(b[key])}`);

async function tick(responsibilityId: string, assigned: 0 | 1) {
  await enqueue(device.db, assignmentCommand({ responsibilityId, processName: 'Proces', userId: workerId, userName: 'Besnik Gashi', assigned }));
  const optimistic = (await device.db.users.get(workerId))!;
  await eventually(async () => (await device.db.outbox.count()) === 0 && (await device.db.rereads.count()) === 0, 15_000);
  expect(ls.net.writes.at(-1)).toMatchObject({ method: 'POST', path: `admin/responsibilities/${responsibilityId}/users`, status: 200 });
  await device.engine.syncNow();
  const pulled = (await device.db.users.get(workerId))!;
  return { optimistic, pulled };
}

describe('the assignment tick: the optimistic user row equals the pulled one', () => {
  it.each([
    ['gives a process', 0, 1],
    ['gives another', 1, 1],
    ['takes the first away', 0, 0],
  ] as const)('%s', async (_name, which, assigned) => {
    const processId = processIds[which]!;
    const { optimistic, pulled } = await tick(processId, assigned);
    expect(optimistic.responsibilities.includes(processId)).toBe(assigned === 1);
    expect(differences(optimistic, pulled)).toEqual([]);
    expect(v.safeParse(ADMIN_ROWS.users, pulled).issues ?? []).toEqual([]);
  });
});
