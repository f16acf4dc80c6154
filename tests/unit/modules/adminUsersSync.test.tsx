import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, localDbName, syncNow, type Session } from '../../../src/local';
import { openLocalDb } from '../../../src/local/db';
import { pngBytes } from '../../fixtures/files.js';
import { outboxOf, renderApp, resetApp } from '../app/testApp';
import { signIn, startFromNow, startLocalServer, uniqueName, type LocalServer } from '../local/harness';

/**
 * The users' screens against the real server (Fastify + SQLite in this
 * process, tests/unit/local/harness.ts): a user created offline with an
 * avatar reaches the server once; the dashboard and the audit log read it.
 */

let ls: LocalServer;
let session: Session;

// jsdom has no object URLs; the avatar's preview only needs a URL to show.
Object.assign(URL, { createObjectURL: () => 'blob:zanati-test', revokeObjectURL: () => undefined });

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
  // This device has seen the feed up to now: it pulls only what the test writes, not the whole demo company.
  const db = openLocalDb(localDbName(session));
  await startFromNow(ls.s, db, session);
  db.close();
});
afterEach(() => {
  resetApp();
  goOnline();
});
afterAll(() => ls.close());

/**
 * No network: fetch fails (the harness's switch), and so do the multipart
 * uploads, which go through XMLHttpRequest and not fetch — nothing listens on port 9.
 */
function goOffline() {
  ls.net.offline = true;
  configureApi({ prefixUrl: 'http://127.0.0.1:9/api/v1' });
}

function goOnline() {
  ls.net.offline = false;
  configureApi({ prefixUrl: ls.s.api });
}

const serverUsers = (username: string) => ls.s.connection.db.selectFrom('users').selectAll().where('username', '=', username).execute();

function type(label: RegExp, value: string) {
  fireEvent.change(within(screen.getByRole('form')).getByLabelText(label), { target: { value } });
}

describe('creating a user offline, with an avatar', () => {
  it('queues it with the avatar as a file, shows it pending, and after sync the server has it exactly once', async () => {
    const username = uniqueName('perdorues').toLowerCase().slice(0, 40);
    await renderApp('/admin/create-user', session);
    await screen.findByRole('heading', { name: 'Krijo perdorues' });

    type(/^Emri\*?$/, 'Lule');
    type(/^Mbiemri/, 'Berisha');
    type(/^Email/, 'lule@zanati.test');
    type(/^Emri i perdoruesit/, username);
    type(/^Fjalekalimi\*?$/, 'fjalekalim-i-forte');
    type(/^Konfirmimi i fjalekalimit/, 'fjalekalim-i-forte');
    fireEvent.click(within(screen.getByRole('group', { name: /^Lejet/ })).getByRole('checkbox', { name: 'Matjet' }));
    const avatar = new File([new Uint8Array(pngBytes())], 'foto.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Avatari Nga galeria/), { target: { files: [avatar] } });
    await screen.findByRole('button', { name: 'Hiq foton 1' });

    goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));

    // At once in the list, marked as waiting to be sent.
    const table = await screen.findByRole('table', { name: 'Perdoruesit' });
    const row = (await within(table).findByText('Lule Berisha')).closest('tr');
    if (!row) throw new Error('no row');
    await waitFor(() => expect(within(row).getByText('Ne pritje')).toBeTruthy());
    // The engine may be trying to send it right now (offline here is a fetch that fails, not navigator.onLine): it settles back to pending.
    // One read, asserted whole: a second read could catch the engine's next try, 'sending' again.
    const entry = await waitFor(async () => {
      const [queued] = await outboxOf(session);
      expect(queued?.state).toBe('pending');
      return queued;
    });
    expect(entry).toMatchObject({ method: 'POST', url: 'admin/users', body: { username, permissionsId: [5] } });
    expect(entry?.body?.id).toBe(entry?.entityId);
    expect(entry?.files).toHaveLength(1);
    expect(entry?.files?.[0]?.field).toBe('avatar');
    expect(await serverUsers(username)).toHaveLength(0);

    goOnline();
    await act(() => syncNow());
    await waitFor(async () => expect(await outboxOf(session)).toHaveLength(0), { timeout: 15_000 });

    const onServer = await serverUsers(username);
    expect(onServer).toHaveLength(1);
    // Stored under the id the device made (SYNC.md O13): edits queued behind the create find it.
    expect(onServer[0]?.id).toBe(entry?.entityId);
    expect(onServer[0]).toMatchObject({ firstname: 'Lule', lastname: 'Berisha', email: 'lule@zanati.test', deletedAt: null });
    expect(onServer[0]?.avatarFileId).toBeTruthy();
    // Applied once: one 'created' audit of the user (the avatar then sets its file: an 'updated').
    const audits = await ls.s.connection.db
      .selectFrom('auditLog')
      .select('event')
      .where('auditableType', '=', 'users')
      .where('auditableId', '=', onServer[0]!.id)
      .execute();
    expect(audits.filter((a) => a.event === 'created')).toHaveLength(1);

    // The mirror now holds the server's user, once, no longer pending.
    await waitFor(
      async () => {
        const mirror = openLocalDb(localDbName(session));
        try {
          const rows = await mirror.users.where('username').equals(username).toArray();
          expect(rows.map((r) => r.id)).toEqual([onServer[0]!.id]);
        } finally {
          mirror.close();
        }
      },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Perdoruesit' })).queryByText('Ne pritje')).toBeNull(), { timeout: 10_000 });
    expect(within(screen.getByRole('table', { name: 'Perdoruesit' })).getAllByText('Lule Berisha')).toHaveLength(1);
  });
});

describe('the online views', () => {
  it('the dashboard reads GET users/dashboard: every demo user with an activity', async () => {
    await renderApp('/admin', session);
    const activity = await screen.findByRole('table', { name: 'Aktiviteti i perdoruesve' }, { timeout: 10_000 });
    const row = (await within(activity).findByText('Arben Krasniqi')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText(/^(Aktiv|Jo aktiv|Pasiv)$/)).toBeTruthy();
  });

  it('the audit log reads GET admin/audits/show: the newest writes first, with their values', async () => {
    const username = uniqueName('auditim').toLowerCase().slice(0, 40);
    const token = await ls.s.login('admin');
    const created = await ls.s.request('POST', 'admin/users', {
      token,
      body: { firstname: 'Teuta', lastname: 'Gashi', email: 'teuta@zanati.test', username, password: 'fjalekalim-i-forte', passwordConfirmation: 'fjalekalim-i-forte', permissionsId: [4] },
    });
    expect(created.status).toBe(201);
    await renderApp('/admin/audit-log', session);
    const log = await screen.findByRole('table', { name: 'Regjistri i auditimit' }, { timeout: 10_000 });
    await waitFor(() => expect(within(log).getAllByText(`${username}`, { exact: false }).length).toBeGreaterThan(0));
    const row = within(log)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(`username: ${username}`));
    expect(row?.textContent).toContain('users');
    expect(row?.textContent).toContain('Krijim');
    expect(row?.textContent).toContain('passwordHash: [redacted]');
  });
});
