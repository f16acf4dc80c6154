import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../src/local';
import { acceptToken, installFakeApi, makeSession, outboxOf, renderApp, resetApp } from './testApp';

/**
 * The toast after a queued change (useAnnounceQueuedSave), seen through one
 * screen that uses it, the units list: online the screen's success text,
 * offline that the change waits on the device — never the success text.
 */

const KEPT = 'Pa internet: ndryshimi u ruajt ne kete pajisje dhe dergohet kur te kthehet lidhja.';
let admin: Session;

beforeEach(() => {
  const fake = installFakeApi();
  admin = makeSession({ fullPrivileges: true });
  acceptToken(fake, admin);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetApp();
});

async function createUnit(name: string): Promise<void> {
  await renderApp('/admin/units', admin);
  await screen.findByRole('table', { name: 'Njesite' });
  fireEvent.change(screen.getByLabelText(/Emri i njesise/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
  await within(screen.getByRole('table', { name: 'Njesite' })).findByText(name);
}

describe('the announcement of a queued change', () => {
  it('online, is the screen’s own success text', async () => {
    await createUnit('Cope');
    expect(await screen.findByText('Te dhenat u ruajten me sukses!')).toBeTruthy();
    expect(screen.queryByText(KEPT)).toBeNull();
  });

  it('offline, says the change is kept on the device and goes when the connection returns, not that it succeeded', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await createUnit('Pako');
    expect(await screen.findByText(KEPT)).toBeTruthy();
    expect(screen.queryByText('Te dhenat u ruajten me sukses!')).toBeNull();
    expect(await outboxOf(admin)).toHaveLength(1);
  });
});
