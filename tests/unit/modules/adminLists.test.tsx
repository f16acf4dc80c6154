import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { Session } from '../../../src/local';
import { acceptToken, currentHref, installFakeApi, makeSession, outboxOf, put, renderApp, resetApp, type FakeApi } from '../app/testApp';

let fake: FakeApi;
let admin: Session;
const metraId = newId();

beforeEach(() => {
  fake = installFakeApi();
  admin = makeSession({ fullPrivileges: true });
  acceptToken(fake, admin);
  fake.feed.push(put('units', { id: metraId, name: 'Metra', createdAt: '2026-01-05T10:00:00Z', updatedAt: '2026-01-05T10:00:00Z' }));
});
afterEach(() => resetApp());

const table = () => screen.getByRole('table', { name: 'Njesite' });
const nameField = () => screen.getByLabelText<HTMLInputElement>(/Emri i njesise/);

async function openUnits() {
  const app = await renderApp('/admin/units', admin);
  await within(await screen.findByRole('table', { name: 'Njesite' })).findByText('Metra');
  return app;
}

describe('admin lookup list (units)', () => {
  it('creating shows the row at once and queues the call, also offline', async () => {
    await openUnits();
    fireEvent.change(nameField(), { target: { value: '  Cope ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));

    await within(table()).findByText('Cope');
    expect(await screen.findByText('Te dhenat u ruajten me sukses!')).toBeTruthy();
    expect(nameField().value).toBe('');
    // Offline, the drainer's attempt fails and the entry waits again as pending;
    // it may be caught in between as 'sending'.
    await waitFor(async () => expect((await outboxOf(admin))[0]?.state).toBe('pending'));
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'POST', url: 'admin/units', entity: 'units', body: { name: 'Cope' } });
    expect(entry?.body?.id).toBe(entry?.entityId);
  });

  it('refuses an empty name and a duplicate before queuing anything, with the spec messages', async () => {
    await openUnits();
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Ju lutem mbushni emrin e njesise!')).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'metra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Kjo njesi eksiston!')).toBeTruthy();
    expect(await outboxOf(admin)).toHaveLength(0);
  });

  it('selecting a row enters edit mode; the clear icon leaves it', async () => {
    await openUnits();
    fireEvent.click(within(table()).getByText('Metra'));
    expect(await screen.findByText('Njesia u selektua')).toBeTruthy();
    expect(nameField().value).toBe('Metra');
    expect(screen.getByRole('button', { name: 'Ndrysho' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pastro formen' }));
    expect(nameField().value).toBe('');
    expect(screen.getByRole('button', { name: 'Krijo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ndrysho' })).toBeNull();
  });

  it('editing a selected row changes it and queues POST admin/units/{id}', async () => {
    await openUnits();
    fireEvent.click(within(table()).getByRole('button', { name: 'Edito: Metra' }));
    fireEvent.change(nameField(), { target: { value: 'Metra katrore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ndrysho' }));
    await within(table()).findByText('Metra katrore');
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'POST', url: `admin/units/${metraId}`, body: { name: 'Metra katrore' } });
  });

  it('keeping its own name while editing is not a duplicate', async () => {
    await openUnits();
    fireEvent.click(within(table()).getByText('Metra'));
    fireEvent.click(screen.getByRole('button', { name: 'Ndrysho' }));
    expect(await screen.findByText('Te dhenat u edituan me sukses!')).toBeTruthy();
  });

  it('asks before deleting, then removes the row and queues the DELETE', async () => {
    await openUnits();
    fireEvent.click(within(table()).getByRole('button', { name: 'Fshij: Metra' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Metra/)).toBeTruthy();
    expect(await outboxOf(admin)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fshij' }));
    await waitFor(() => expect(within(table()).queryByText('Metra')).toBeNull());
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'DELETE', url: `admin/units/${metraId}` });
  });
});

describe('admin area access', () => {
  it('sends a user without fullPrivileges or superAdmin to /dashboard/contact with the message', async () => {
    const office = makeSession({ contact: true, offers: true });
    acceptToken(fake, office);
    const { router } = await renderApp('/admin/units', office);
    expect(await screen.findByText('Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!')).toBeTruthy();
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/contact'));
    expect(screen.queryByRole('table', { name: 'Njesite' })).toBeNull();
  });

  it('opens the admin dashboard for a super admin, linking every list and back to contact', async () => {
    const superAdmin = makeSession({ superAdmin: true });
    acceptToken(fake, superAdmin);
    await renderApp('/admin', superAdmin);
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { name: 'Paneli i administrimit' });
    expect(main.getByRole('link', { name: 'Kthehu te kontaktet' }).getAttribute('href')).toBe('/dashboard/contact');
    for (const title of ['Proceset', 'Repartet', 'Pajisjet', 'Njesite', 'Artikujt', 'Furnitoret', 'Materialet', 'Parametrat e prodhimit', 'Shabllonet e skicave te matjes']) {
      expect(main.getByRole('link', { name: title })).toBeTruthy();
    }
  });
});
