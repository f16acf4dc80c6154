import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unitRow } from '../local/unitCommands.js';
import { ADMIN_LISTS } from '../../../domain/admin/endpoints.js';
import { callOf } from '../../../src/local/call.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { NAVBAR_STORAGE_KEY } from '../../../src/app/shell/navbarState';
import { enqueue, localDbName, type Session } from '../../../src/local';
import { openLocalDb } from '../../../src/local/db';
import { writeMeta } from '../../../src/local/meta';
import { formatTimestamp } from '../../../domain/format.js';
import { acceptToken, installFakeApi, makeSession, outboxOf, renderApp, resetApp, type FakeApi } from './testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  resetApp();
});

const nav = () => screen.getByRole('navigation', { name: 'Modulet' });

describe('side navigation', () => {
  it('lists only the modules the user may read', async () => {
    const session = makeSession({ contact: true, measures: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/contact', session);
    await screen.findByRole('heading', { name: 'Kontakti' });
    const names = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Kontakti', 'Matjet', 'Ndryshimet ne pritje']);
  });

  it('lists every module for an admin', async () => {
    const session = makeSession({ fullPrivileges: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/contact', session);
    await screen.findByRole('heading', { name: 'Kontakti' });
    expect(within(nav()).getAllByRole('link')).toHaveLength(13);
  });

  it('remembers being collapsed across a reload', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/contact', session);
    fireEvent.click(await screen.findByRole('button', { name: 'Mbyll menyne' }));
    expect(localStorage.getItem(NAVBAR_STORAGE_KEY)).toBe('true');
    // Collapsed: icons only, each link still named.
    expect(within(nav()).getByRole('link', { name: 'Kontakti' }).textContent).toBe('');

    cleanup();
    await renderApp('/dashboard/contact', session);
    expect(await screen.findByRole('button', { name: 'Hap menyne' })).toHaveProperty('ariaExpanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Hap menyne' }));
    expect(localStorage.getItem(NAVBAR_STORAGE_KEY)).toBe('false');
  });

  it('starts collapsed on a screen under 500 px', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    const wide = window.innerWidth;
    window.innerWidth = 420;
    try {
      await renderApp('/dashboard/contact', session);
      expect(await screen.findByRole('button', { name: 'Hap menyne' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Modulet' })).toBeNull();
      // Opened, it is a sheet over the page that Escape closes.
      fireEvent.click(screen.getByRole('button', { name: 'Hap menyne' }));
      expect(within(nav()).getByRole('link', { name: 'Kontakti' })).toBeTruthy();
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(screen.queryByRole('navigation', { name: 'Modulet' })).toBeNull();
    } finally {
      window.innerWidth = wide;
    }
  });
});

async function queueOneChange(session: Session): Promise<void> {
  const db = openLocalDb(localDbName(session));
  const id = newId();
  await enqueue(db, {
    label: 'Njesi e re: Metra',
    ...callOf(ADMIN_LISTS.units.create, {}, { id, name: 'Metra' }),
    entity: 'units',
    entityId: id,
    apply: async (local) => {
      await local.units.put(unitRow(id, 'Metra'));
    },
  });
  db.close();
}

const outboxCount = async (session: Session) => (await outboxOf(session)).length;

async function chooseLogout(username: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Menyja e perdoruesit ${username}` }));
  fireEvent.click(await screen.findByRole('button', { name: 'Dil' }));
}

/** What the element shows as text: its text without the parts hidden from screen readers (the count chips' digits). */
function shownText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

describe('header controls are named by what they show (WCAG 2.5.3)', () => {
  it('the sync badge is named by its own text: state, counts and last sync, in order', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await queueOneChange(session);
    await renderApp('/dashboard/contact', session);
    const badge = await screen.findByRole('link', { name: /ndryshim ne pritje/ });
    expect(badge.hasAttribute('aria-label')).toBe(false);
    await waitFor(() => expect(badge).toHaveProperty('textContent', expect.stringMatching(/^Ne linje\. 1 ndryshim ne pritje1\. (Ende pa sinkronizuar|Sinkronizuar tani)$/)));
    // The chip's digit is drawn for the eye only; the sentence that carries it is the name.
    expect(shownText(badge)).toMatch(/^Ne linje\. 1 ndryshim ne pritje\. /);
    expect(within(badge).getByText('1')).toHaveProperty('ariaHidden', 'true');
  });

  it('offline with a change waiting, the badge says when it goes and never that it synced now', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await queueOneChange(session);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp('/dashboard/contact', session);
    const badge = await screen.findByRole('link', { name: /ndryshim ne pritje/ });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(badge.textContent).toBe('Pa internet. 1 ndryshim ne pritje1. Dergohet kur te kthehet lidhja'));
  });

  it('offline with nothing waiting, the badge gives the moment of the last sync, not how fresh it is', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    const syncedAt = Date.now();
    const db = openLocalDb(localDbName(session));
    await writeMeta(db, 'lastSyncedAt', syncedAt);
    db.close();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderApp('/dashboard/contact', session);
    const badge = await screen.findByRole('link', { name: /^Pa internet/ });
    await waitFor(() => expect(badge.textContent).toBe(`Pa internet. Sinkronizuar se fundi: ${formatTimestamp(new Date(syncedAt)).slice(11, 16)}`));
  });

  it("the user menu button's name holds the username it shows; the avatar's initial is not text", async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/contact', session);
    const button = await screen.findByRole('button', { name: 'Menyja e perdoruesit arben' });
    expect(button.textContent).toBe('arben');
    expect(button.querySelector('[data-initial="a"]')?.textContent).toBe('');
    expect(button).toHaveProperty('ariaExpanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveProperty('ariaExpanded', 'true');
    expect(screen.getByRole('button', { name: 'Dil' })).toBeTruthy();
  });
});

describe('logout', () => {
  it('with unsent changes asks first, and keeping them leaves them on the device', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    fake.routes.set('POST logout', () => ({ status: 200, body: { message: 'U ckyqet me sukses' } }));
    await queueOneChange(session);
    const { router } = await renderApp('/dashboard/contact', session);
    await chooseLogout('arben');

    const dialog = await screen.findByRole('dialog', { name: 'Ndryshime te padergura' });
    expect(within(dialog).getByText('1 ndryshim ende nuk eshte derguar ne server.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mbaji ne kete pajisje dhe dil' }));

    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({});
    expect(localStorage.getItem('zanati.session')).toBeNull();
    expect(localStorage.getItem(NAVBAR_STORAGE_KEY)).toBeNull();
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === 'logout')).toBe(true);
    expect(await outboxCount(session)).toBe(1);
  });

  it('"sync now" sends the changes and then signs out', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await queueOneChange(session);
    // Offline until the user asks to sync.
    const { router } = await renderApp('/dashboard/contact', session);
    await chooseLogout('arben');
    const dialog = await screen.findByRole('dialog', { name: 'Ndryshime te padergura' });
    fake.routes.set('POST admin/units', ({ body }) => ({ status: 201, body: { data: body, message: 'Te dhenat u ruajten me sukses!' } }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sinkronizo tani' }));
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.pathname).toBe('/login');
    expect(await outboxCount(session)).toBe(0);
  });

  it('without unsent changes signs out at once, also offline', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/contact', session);
    await chooseLogout('arben');
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('zanati.session')).toBeNull();
  });
});

describe('token check', () => {
  it("'Invalid token' removes the session and asks to sign in, remembering the page", async () => {
    const session = makeSession({ contact: true });
    fake.routes.set('GET authenticated', () => ({ status: 401, body: { message: 'Invalid token' } }));
    const { router } = await renderApp('/dashboard/contact', session);
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(screen.getByText('Invalid token')).toBeTruthy();
    expect(localStorage.getItem('zanati.session')).toBeNull();
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/contact' });
  });

  it('offline keeps the stored session, and checks again when the network returns', async () => {
    const session = makeSession({ contact: true });
    // No answer to GET authenticated: offline.
    const { router } = await renderApp('/dashboard/contact', session);
    await screen.findByRole('heading', { name: 'Kontakti' });
    await waitFor(() => expect(fake.calls.filter((c) => c.path === 'authenticated')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/dashboard/contact');

    fake.routes.set('GET authenticated', () => ({ status: 401, body: { message: 'Invalid token' } }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByRole('heading', { name: 'Kycuni' });
  });

  it('takes the permissions the server has now', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, { ...session, permissions: { contact: true, offers: true } });
    await renderApp('/dashboard/contact', session);
    await within(await screen.findByRole('navigation', { name: 'Modulet' })).findByRole('link', { name: 'Ofertat' });
  });
});
