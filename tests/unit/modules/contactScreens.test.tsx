import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { MSG } from '../../../domain/messages.js';
import { clientRow, projectRow } from '../../fixtures/contactRows.js';
import { acceptToken, currentHref, installFakeApi, makeSession, outboxOf, put, renderApp, resetApp, type FakeApi } from '../app/testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  fake.routes.set('GET countries', () => ({ status: 200, body: { data: [{ id: 76, name: 'Kosove', code: 'XK' }] } }));
  fake.routes.set('GET countries/cities', () => ({ status: 200, body: { data: [{ id: 1, countryId: 76, name: 'Prishtine' }] } }));
});
afterEach(() => resetApp());

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const recently = new Date(Date.now() - 86_400_000).toISOString();
const clients = [
  clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi', createdAt: recently }),
  clientRow({ firstnameAndLastname: 'Agim', lastName: 'Krasniqi', createdAt: recently }),
  clientRow({ firstnameAndLastname: 'Besa', lastName: 'Hoxha', createdAt: recently }),
  // Created long before the list's default range (about 240 days).
  clientRow({ firstnameAndLastname: 'Alban', lastName: 'Berisha', createdAt: '2020-01-01T00:00:00.000Z' }),
];
const table = async (name: string) => screen.findByRole('table', { name });
/** The app starts, pulls and reads the mirror before it draws: slower on a loaded machine than waitFor's default second. */
const settle = { timeout: 5000 };
/** The save button, once the form has read the mirror's clients (its duplicate check needs them). */
const saveButton = async (name: string) => {
  const button = screen.getByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false), settle);
  return button;
};
const shownNames = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('the contact list', () => {
  it('shows the clients under A of the last 240 days, another letter on a click; observers only read', async () => {
    const session = makeSession({ observer: true });
    acceptToken(fake, session);
    fake.feed.push(...clients.map((c) => put('clients', c)));
    await renderApp('/dashboard/contact', session);
    await waitFor(async () => expect(shownNames(await table('Klientet')).sort()).toEqual(['Agim', 'Arta']), settle);
    fireEvent.click(screen.getByRole('button', { name: 'B' }));
    await waitFor(async () => expect(shownNames(await table('Klientet'))).toEqual(['Besa']), settle);
    expect(screen.queryByRole('button', { name: /Edito/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importo nga Excel' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kontakt i ri' })).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it("gives writers edit and delete, and asks before deleting", async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    fake.feed.push(...clients.map((c) => put('clients', c)));
    await renderApp('/dashboard/contact', session);
    await waitFor(async () => expect(shownNames(await table('Klientet'))).toHaveLength(2), settle);
    fireEvent.click(screen.getByRole('button', { name: 'Fshij: Arta Gashi' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(screen.getByText('A jeni te sigurte qe doni te fshini klientin "Arta Gashi" me projektet e tij?')).toBeTruthy();
  });

  it("narrows 'for measure' to clients with a project not measured, and asks for a contact before a measure", async () => {
    const session = makeSession({ contact: true, measures: true });
    acceptToken(fake, session);
    fake.feed.push(...clients.map((c) => put('clients', c)), put('projects', projectRow({ clientId: clients[0]!.id })));
    await renderApp('/dashboard/contact/contactsForMeasure', session);
    await screen.findByRole('heading', { name: 'Kontaktet per matje' });
    await waitFor(async () => expect(shownNames(await table('Klientet per matje'))).toEqual(['Arta']), settle);
    fireEvent.click(screen.getByRole('button', { name: 'Matje e re per kontaktin e zgjedhur' }));
    expect(await screen.findByText(CONTACT_MSG.selectContact)).toBeTruthy();
  });
});

describe('the contact form', () => {
  it("sends those without the contact write right to the list with 'Nuk keni qasje…'", async () => {
    const session = makeSession({ observer: true });
    acceptToken(fake, session);
    const { router } = await renderApp('/dashboard/contact/create', session);
    expect(await screen.findByText(MSG.noAccess)).toBeTruthy();
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/contact'));
  });

  it("refuses a new client without a project, at the form, before anything is queued", async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/contact/create', session);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Emri' }, settle), { target: { value: 'Arta' } });
    fireEvent.click(await saveButton('Ruaj kontaktin'));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.lastNameRequired);
    fireEvent.change(screen.getByRole('textbox', { name: 'Mbiemri' }), { target: { value: 'Gashi' } });
    // The city select offers the cities the area brought to the device.
    fireEvent.change(screen.getByRole('combobox', { name: 'Qyteti' }), { target: { value: 'Prish' } });
    const option = await screen.findByRole('option', { name: /Prishtine/ });
    // Headless UI picks on mousedown.
    await act(async () => {
      fireEvent.mouseDown(option);
    });
    fireEvent.click(await saveButton('Ruaj kontaktin'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(CONTACT_MSG.createProject));
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await violations()).toEqual([]);
  });

  it('queues a new client with the projects of the modal as ONE POST clients, then goes back to the list', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    const { router } = await renderApp('/dashboard/contact/create', session);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Emri' }, settle), { target: { value: 'arta' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Mbiemri' }), { target: { value: 'Gashi' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Qyteti' }), { target: { value: 'Prish' } });
    const option = await screen.findByRole('option', { name: /Prishtine/ });
    await act(async () => {
      fireEvent.mouseDown(option);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Projektet (0)' }));
    const modal = await screen.findByRole('dialog', { name: 'Projektet' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Shto projekt' }));
    fireEvent.change(await within(modal).findByRole('textbox', { name: 'Emri i projektit' }), { target: { value: 'Kuzhina' } });
    expect(await violations()).toEqual([]);
    fireEvent.click(within(modal).getByRole('button', { name: 'Gati' }));
    fireEvent.click(await saveButton('Ruaj kontaktin'));
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/contact'), settle);
    const [entry, ...more] = await outboxOf(session);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ method: 'POST', url: 'clients', entity: 'clients', body: { firstnameAndLastname: 'arta', city: 1, projects: [{ projectName: 'Kuzhina', shipmentDestinationId: 1 }] } });
    // Shown at once from the mirror, capitalised as the server stores it.
    await waitFor(async () => expect(shownNames(await table('Klientet'))).toEqual(['ArtaNe pritje te dergimit']), settle);
  });

  it('shows a stored client with its created-at line and the edit button', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    const stored = clients[0]!;
    fake.feed.push(put('clients', stored), put('projects', projectRow({ clientId: stored.id, projectName: 'Kuzhina' })));
    await renderApp(`/dashboard/contact/create/${stored.id}`, session);
    await screen.findByRole('button', { name: 'Ndrysho kontaktin' }, settle);
    expect(screen.getByText(/^Krijuar me:/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Emri' }).value).toBe('Arta');
    fireEvent.click(screen.getByRole('button', { name: 'Projektet (1)' }));
    expect(await screen.findByRole('dialog', { name: 'Projektet' })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: 'Projektet' })).getByRole<HTMLInputElement>('textbox', { name: 'Emri i projektit' }).value).toBe('Kuzhina');
    expect(await violations()).toEqual([]);
  });
});
