import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { Session } from '../../../src/local';
import { acceptToken, currentHref, installFakeApi, makeSession, outboxOf, put, renderApp, resetApp, type FakeApi } from '../app/testApp';

/** The admin users' screens against an in-memory API: the user form and the list of users. */

let fake: FakeApi;
let admin: Session;
const cutting = newId();
const painting = newId();
const kitchens = newId();
const arta = newId();
const gone = newId();

beforeEach(() => {
  fake = installFakeApi();
  admin = makeSession({ fullPrivileges: true });
  acceptToken(fake, admin);
  fake.feed.push(
    put('responsibilities', { id: cutting, name: 'Prerje', departmentId: null }),
    put('responsibilities', { id: painting, name: 'Lyerje', departmentId: null }),
    put('departments', { id: kitchens, name: 'Kuzhinat' }),
    put('users', {
      id: admin.userId,
      username: 'arben',
      firstname: 'Arben',
      lastname: 'Krasniqi',
      email: 'arben@zanati.test',
      avatarFileId: null,
      deletedAt: null,
      permissions: [1],
      responsibilities: [],
      departments: [],
    }),
    put('users', {
      id: arta,
      username: 'arta',
      firstname: 'Arta',
      lastname: 'Gashi',
      email: 'arta@zanati.test',
      avatarFileId: null,
      deletedAt: null,
      permissions: [4, 7],
      responsibilities: [painting],
      departments: [{ departmentId: kitchens, isAdmin: 1 }],
    }),
    // Deleted: the list leaves it out, its username stays taken.
    put('users', {
      id: gone,
      username: 'besa',
      firstname: 'Besa',
      lastname: 'Morina',
      email: 'besa@zanati.test',
      avatarFileId: null,
      deletedAt: '2026-01-10T09:00:00Z',
      permissions: [4],
      responsibilities: [],
      departments: [],
    }),
  );
});
afterEach(() => resetApp());

const form = () => screen.getByRole('form');
const input = (label: RegExp) => within(form()).getByLabelText<HTMLInputElement>(label);
const firstName = () => input(/^Emri\*?$/);
const lastName = () => input(/^Mbiemri/);
const email = () => input(/^Email/);
const username = () => input(/^Emri i perdoruesit/);
const password = () => input(/^Fjalekalimi\*?$/);
const confirmation = () => input(/^Konfirmimi i fjalekalimit/);
const permission = (name: string) => within(screen.getByRole('group', { name: /^Lejet/ })).getByRole<HTMLInputElement>('checkbox', { name });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Ruaj' }));

/** The error text a field points at (aria-describedby lists the error first). */
function errorOf(field: HTMLElement): string | null {
  const first = field.getAttribute('aria-describedby')?.split(' ')[0];
  return first ? (document.getElementById(first)?.textContent ?? null) : null;
}

function type(field: HTMLInputElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function openNewUserForm() {
  const app = await renderApp('/admin/create-user', admin);
  await screen.findByRole('heading', { name: 'Krijo perdorues' });
  // The mirror has arrived once the departments show.
  await within(await screen.findByRole('group', { name: /Repartet/ })).findByRole('checkbox', { name: 'Kuzhinat' });
  return app;
}

function fillValidUser(name: string) {
  type(firstName(), 'Drita');
  type(lastName(), name);
  type(email(), 'drita@zanati.test');
  type(username(), `drita.${name.toLowerCase()}`);
  type(password(), 'fjalekalim-i-forte');
  type(confirmation(), 'fjalekalim-i-forte');
  fireEvent.click(permission('Kontakti'));
}

describe('user form validation', () => {
  it('shows the domain messages under each field and queues nothing', async () => {
    await openNewUserForm();
    save();
    await waitFor(() => expect(errorOf(firstName())).toBe('Emri eshte obligativ'));
    expect(errorOf(lastName())).toBe('Mbiemri eshte obligativ');
    expect(errorOf(email())).toBe('Field is Required!');
    expect(errorOf(username())).toBe('Field is Required!');
    expect(errorOf(password())).toBe('Field is Required!');
    expect(screen.getByText('Ju lutem jepni leje perdoruesit')).toBeTruthy();
    // The keyboard goes to the first field to fix (an effect after the messages render: waited for, as a busy CI may run it late).
    await waitFor(() => expect(document.activeElement).toBe(firstName()));
    expect(await outboxOf(admin)).toHaveLength(0);
  });

  it('says a name is too short, the email is invalid, the password too short and the confirmation differs', async () => {
    await openNewUserForm();
    fillValidUser('Berisha');
    type(firstName(), 'D');
    type(email(), 'jo-email');
    type(password(), 'shkurt');
    save();
    await waitFor(() => expect(errorOf(firstName())).toBe('Too Short!'));
    expect(errorOf(email())).toBe('Invalid email');
    expect(errorOf(password())).toBe('Too Short!');

    type(firstName(), 'Drita');
    type(email(), 'drita@zanati.test');
    type(password(), 'fjalekalim-tjeter');
    save();
    await waitFor(() => expect(errorOf(confirmation())).toBe('Fjalekalimet nuk perputhen!'));
    expect(errorOf(password())).toBeNull();
    expect(await outboxOf(admin)).toHaveLength(0);
  });

  it("refuses a username the company has, a deleted user's too, whatever its case", async () => {
    await openNewUserForm();
    fillValidUser('Berisha');
    type(username(), 'ARTA');
    save();
    await waitFor(() => expect(errorOf(username())).toBe('Ky emer perdoruesi ekziston!'));
    type(username(), 'Besa');
    save();
    await waitFor(() => expect(errorOf(username())).toBe('Ky emer perdoruesi ekziston!'));
    expect(await outboxOf(admin)).toHaveLength(0);
  });

  it('shows the production processes only while permission 7 (Prodhimi) is ticked, and sends them only with it', async () => {
    await openNewUserForm();
    expect(screen.queryByRole('group', { name: 'Proceset e prodhimit' })).toBeNull();
    fireEvent.click(permission('Prodhimi'));
    const processes = await screen.findByRole('group', { name: 'Proceset e prodhimit' });
    fireEvent.click(within(processes).getByRole('checkbox', { name: 'Prerje' }));
    fireEvent.click(permission('Prodhimi'));
    expect(screen.queryByRole('group', { name: 'Proceset e prodhimit' })).toBeNull();

    fillValidUser('Hoxha');
    save();
    await waitFor(async () => expect(await outboxOf(admin)).toHaveLength(1));
    const [entry] = await outboxOf(admin);
    expect(entry?.body).toMatchObject({ permissionsId: [4], responsibilityId: [] });
  });
});

describe('creating a user', () => {
  it('offline: queues POST admin/users with the device-made id and shows the user in the list as pending', async () => {
    const { router } = await openNewUserForm();
    fillValidUser('Berisha');
    fireEvent.click(permission('Prodhimi'));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Proceset e prodhimit' })).getByRole('checkbox', { name: 'Lyerje' }));
    const departments = screen.getByRole('group', { name: /Repartet/ });
    const adminBox = within(departments).getByRole<HTMLInputElement>('checkbox', { name: /Administrator.*Kuzhinat/ });
    expect(adminBox.disabled).toBe(true);
    fireEvent.click(within(departments).getByRole('checkbox', { name: 'Kuzhinat' }));
    fireEvent.click(adminBox);
    save();

    expect(await screen.findByText('Perdoruesi u krijua me sukses!')).toBeTruthy();
    await waitFor(() => expect(currentHref(router)).toBe('/admin/all-users'));
    const row = (await within(await screen.findByRole('table', { name: 'Perdoruesit' })).findByText('Drita Berisha')).closest('tr');
    if (!row) throw new Error('no row');
    // The badge follows the outbox through its throttled view (src/local/throttledQuery.ts): it may draw a moment after the row.
    expect(await within(row).findByText(/Ne pritje|Duke u derguar/)).toBeTruthy();

    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({
      method: 'POST',
      url: 'admin/users',
      entity: 'users',
      body: {
        firstname: 'Drita',
        lastname: 'Berisha',
        username: 'drita.berisha',
        password: 'fjalekalim-i-forte',
        passwordConfirmation: 'fjalekalim-i-forte',
        permissionsId: [4, 7],
        responsibilityId: [painting],
        departmentId: [kitchens],
        isAdmin: [1],
      },
    });
    expect(entry?.body?.id).toBe(entry?.entityId);
    expect(entry?.files).toBeUndefined();
  });
});

describe('editing a user', () => {
  it('pre-fills the form from the mirror and keeps the password when it is left empty', async () => {
    await renderApp(`/admin/create-user/${arta}`, admin);
    await screen.findByRole('heading', { name: 'Ndrysho perdoruesin' });
    await waitFor(() => expect(firstName().value).toBe('Arta'));
    expect(lastName().value).toBe('Gashi');
    expect(email().value).toBe('arta@zanati.test');
    expect(username().value).toBe('arta');
    expect(password().value).toBe('');
    expect(permission('Kontakti').checked).toBe(true);
    expect(permission('Prodhimi').checked).toBe(true);
    expect(permission('Ofertat').checked).toBe(false);
    const processes = await screen.findByRole('group', { name: 'Proceset e prodhimit' });
    expect((await within(processes).findByRole<HTMLInputElement>('checkbox', { name: 'Lyerje' })).checked).toBe(true);
    expect((within(processes).getByRole<HTMLInputElement>('checkbox', { name: 'Prerje' })).checked).toBe(false);
    const departments = screen.getByRole('group', { name: /Repartet/ });
    // The departments' list loads on its own: wait for it as for the processes'.
    expect((await within(departments).findByRole<HTMLInputElement>('checkbox', { name: 'Kuzhinat' })).checked).toBe(true);
    expect((within(departments).getByRole<HTMLInputElement>('checkbox', { name: /Administrator.*Kuzhinat/ })).checked).toBe(true);

    type(lastName(), 'Gashi-Krasniqi');
    save();
    expect(await screen.findByText('Perdoruesi u editua me sukses!')).toBeTruthy();
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'POST', url: `admin/users/${arta}`, body: { lastname: 'Gashi-Krasniqi', username: 'arta' } });
    expect(entry?.body).not.toHaveProperty('password');
    expect(entry?.body).not.toHaveProperty('passwordConfirmation');
  });

  it('says so for a user that is not there (deleted)', async () => {
    await renderApp(`/admin/create-user/${gone}`, admin);
    expect(await screen.findByText('Ky perdorues nuk u gjet ose eshte fshire.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('all users', () => {
  const table = () => screen.getByRole('table', { name: 'Perdoruesit' });

  async function openList() {
    const app = await renderApp('/admin/all-users', admin);
    await within(await screen.findByRole('table', { name: 'Perdoruesit' })).findByText('Arta Gashi');
    return app;
  }

  it('lists the current users from the mirror, not the deleted ones; Edit opens the form', async () => {
    const { router } = await openList();
    expect(within(table()).getByText('Arben Krasniqi')).toBeTruthy();
    expect(within(table()).queryByText('Besa Morina')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Krijo perdorues' }).getAttribute('href')).toBe('/admin/create-user');
    fireEvent.click(within(table()).getByRole('button', { name: 'Edito: Arta Gashi' }));
    await waitFor(() => expect(currentHref(router)).toBe(`/admin/create-user/${arta}`));
  });

  it('asks before deleting, then removes the user and queues DELETE admin/users/{id}', async () => {
    await openList();
    fireEvent.click(within(table()).getByRole('button', { name: 'Fshij: Arta Gashi' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Arta Gashi/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anulo' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await outboxOf(admin)).toHaveLength(0);

    fireEvent.click(within(table()).getByRole('button', { name: 'Fshij: Arta Gashi' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fshij' }));
    await waitFor(() => expect(within(table()).queryByText('Arta Gashi')).toBeNull());
    expect(await screen.findByText('Perdoruesi u fshi me sukses!')).toBeTruthy();
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'DELETE', url: `admin/users/${arta}`, entity: 'users', entityId: arta });
  });

  it("refuses deleting one's own user: 'Nuk mund ta fshini perdoruesin tuaj!'", async () => {
    await openList();
    fireEvent.click(within(table()).getByRole('button', { name: 'Fshij: Arben Krasniqi' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fshij' }));
    expect(await screen.findByText('Nuk mund ta fshini perdoruesin tuaj!')).toBeTruthy();
    expect(within(table()).getByText('Arben Krasniqi')).toBeTruthy();
    expect(await outboxOf(admin)).toHaveLength(0);
  });
});

describe('accessibility (axe, what jsdom can judge)', () => {
  async function violations(): Promise<string[]> {
    // jsdom lays nothing out: colour contrast is judged by the e2e run in Chromium.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('the user form with its errors and processes shown, and the users list', async () => {
    await openNewUserForm();
    fireEvent.click(permission('Prodhimi'));
    await screen.findByRole('group', { name: 'Proceset e prodhimit' });
    save();
    await waitFor(() => expect(errorOf(firstName())).toBe('Emri eshte obligativ'));
    expect(await violations()).toEqual([]);
    resetApp();
    await renderApp('/admin/all-users', admin);
    await within(await screen.findByRole('table', { name: 'Perdoruesit' })).findByText('Arta Gashi');
    expect(await violations()).toEqual([]);
  });
});
