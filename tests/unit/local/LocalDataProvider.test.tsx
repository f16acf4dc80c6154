import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { LocalDataProvider, enqueue, syncNow, useLocalDb, useSyncStatus, type Session, type ZanatiDb } from '../../../src/local/index.js';
import { signIn, startLocalServer, uniqueName, type LocalServer } from './harness.js';
import { createUnit } from './unitCommands.js';

/** The React glue: a screen reads the mirror and the status, and writes through enqueue. */

let ls: LocalServer;
let session: Session;
let captured: ZanatiDb | null = null;

beforeAll(async () => {
  ls = await startLocalServer();
  // The installer: a small mirror, and no admin rights (its writes to admin lists are refused).
  session = await signIn(ls.s, 'installer');
});
afterEach(() => {
  cleanup();
  ls.net.offline = false;
});
afterAll(() => ls.close());

function UnitsScreen({ name }: { name: string }) {
  const db = useLocalDb();
  captured = db;
  const status = useSyncStatus();
  const units = useLiveQuery(() => db.units.where('name').equals(name).toArray(), [db, name], []);
  return (
    <div>
      <p data-testid="status">{`pending=${status.pending} rejected=${status.rejected} synced=${status.lastSyncedAt !== null} auth=${status.authRequired}`}</p>
      <p data-testid="units">{units.map((u) => String(u.name)).join(',')}</p>
      <button type="button" onClick={() => void enqueue(db, createUnit(newId(), name))}>
        save
      </button>
    </div>
  );
}

describe('LocalDataProvider, useLocalDb, useSyncStatus, syncNow', () => {
  it('O1 a save shows at once from the mirror, counts as pending, and the refusal then shows as rejected', async () => {
    const name = uniqueName('screen');
    render(
      <LocalDataProvider session={session}>
        <UnitsScreen name={name} />
      </LocalDataProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toContain('synced=true'), { timeout: 10_000 });
    ls.net.offline = true;
    await act(async () => screen.getByRole('button', { name: 'save' }).click());
    await waitFor(() => expect(screen.getByTestId('units').textContent).toBe(name));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toContain('pending=1 rejected=0'));
    ls.net.offline = false;
    await act(() => syncNow());
    // An installer may not write the admin lists: 403, kept as rejected, optimistic row re-read away.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toContain('pending=0 rejected=1'));
    await waitFor(() => expect(screen.getByTestId('units').textContent).toBe(''));
    const [entry] = await captured!.outbox.toArray();
    expect(entry?.error?.status).toBe(403);
  });

  it('O11 logging out (unmounting) closes the database; its entries stay on the device', async () => {
    const { unmount } = render(
      <LocalDataProvider session={session}>
        <UnitsScreen name="x" />
      </LocalDataProvider>,
    );
    await waitFor(() => expect(captured).not.toBeNull());
    const db = captured!;
    await waitFor(() => expect(db.isOpen()).toBe(true));
    unmount();
    await waitFor(() => expect(db.isOpen()).toBe(false));
  });

  it('useLocalDb needs the provider', () => {
    const Lost = () => {
      useLocalDb();
      return null;
    };
    expect(() => render(<Lost />)).toThrow(/LocalDataProvider/);
  });
});
