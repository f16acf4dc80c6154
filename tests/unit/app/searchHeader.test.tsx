import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import { localDbName, type Session } from '../../../src/local';
import { openLocalDb } from '../../../src/local/db';
import { clientRow, projectRow } from '../../fixtures/contactRows.js';
import { offerRow } from '../../fixtures/offerRows.js';
import { acceptToken, installFakeApi, makeSession, put, renderApp, resetApp, type FakeApi } from './testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => resetApp());

const STAMP = '2026-01-05T08:00:00.000Z';
const arta = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi', phoneNumber: '+383 44 123 456' });
const endrit = clientRow({ firstnameAndLastname: 'Ëndrit', lastName: 'Çelaj', companyName: 'Druri Sh.p.k.' });
const kitchen = projectRow({ clientId: arta.id, projectName: 'Kuzhina e Artes' });
const offer = offerRow({ number: 57, clientId: arta.id, projectId: kitchen.id });
const transport: TransportRow = {
  id: newId(),
  code: '57',
  projectId: kitchen.id,
  warehouseRecordId: null,
  transportDetails: null,
  comment: null,
  acceptanceDate: null,
  arrivalDate: null,
  name: null,
  email: null,
  phoneNumber: null,
  equipmentIds: [],
  createdAt: STAMP,
  updatedAt: STAMP,
};

/** Another transport of the same delivery: it shares the code, which opens both. */
const sameDelivery: TransportRow = { ...transport, id: newId() };

/** Signs in with the demo rows in the feed and waits until the first pull put them in the mirror. */
async function start(permissions: PermissionMap): Promise<{ session: Session; router: Awaited<ReturnType<typeof renderApp>>['router'] }> {
  const session = makeSession(permissions);
  acceptToken(fake, session);
  fake.feed.push(put('clients', arta), put('clients', endrit), put('projects', kitchen), put('offers', offer), put('transports', transport), put('transports', sameDelivery));
  const { router } = await renderApp('/dashboard/outbox', session);
  const db = openLocalDb(localDbName(session));
  await waitFor(async () => expect(await db.transports.count()).toBe(2), { timeout: 5_000 });
  db.close();
  return { session, router };
}

const field = () => screen.getByRole('combobox', { name: 'Kerko klient, projekt, numer oferte ose kod transporti' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
/** The first read of the mirror may take a while in jsdom's IndexedDB on a busy machine. */
const settle = { timeout: 5_000 };
const results = () => screen.findByRole('listbox', { name: 'Rezultatet e kerkimit' }, settle);
const groupNames = async () => within(await results()).getAllByRole('group').map((g) => g.textContent?.replace(/\(\d+\).*/, '').trim());

describe('the header search', () => {
  it('takes the focus on Ctrl-K and ⌘-K, and on / only outside a field', async () => {
    await start({ observer: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(field());
    field().blur();
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(document.activeElement).toBe(field());
    field().blur();

    // '/' typed in another field is a character there.
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(other);
    other.remove();
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(document.activeElement).toBe(field());
  });

  it('finds a client by its name without accents, grouped by kind, and Enter opens the first in its contact form', async () => {
    const { router } = await start({ observer: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    type('celaj');
    const option = await within(await results()).findByRole('option', { name: /Ëndrit Çelaj/ });
    expect(option.textContent).toContain('Druri Sh.p.k.');
    expect(await groupNames()).toEqual(['Klientet']);
    expect(field().getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/contact/create/${endrit.id}`));
    expect(field()).toHaveProperty('value', '');
  });

  it('finds an offer number and a transport code (once for its delivery), walks them with the arrows and opens each in its module', async () => {
    const { router } = await start({ observer: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    type('57');
    await waitFor(async () => expect(await groupNames()).toEqual(['Ofertat', 'Transportet']));
    // One result per transport code.
    expect(within(await results()).getAllByRole('option')).toHaveLength(2);
    const [first, second] = within(await results()).getAllByRole('option');
    expect(first!.textContent).toContain('Oferta nr. 57');
    expect(first!.textContent).toContain('Arta Gashi · Kuzhina e Artes');
    expect(second!.textContent).toContain('Transporti 57');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().getAttribute('aria-activedescendant')).toBe(second!.id);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().getAttribute('aria-activedescendant')).toBe(first!.id);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/transport/create/record/57'));

    field().focus();
    type('57');
    fireEvent.click(await within(await results()).findByRole('option', { name: /Oferta nr. 57/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/offers/create/${offer.id}/${kitchen.id}`));

    field().focus();
    type('kuzh');
    fireEvent.click(await within(await results()).findByRole('option', { name: /Kuzhina e Artes/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/measures/create/${kitchen.id}/${arta.id}`));
  });

  it('says when nothing is found, and Escape closes the list, then clears the text', async () => {
    await start({ observer: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    type('zzz');
    expect(await screen.findByText('Nuk ka te dhena !', undefined, settle)).toBeTruthy();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field()).toHaveProperty('value', 'zzz');
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field()).toHaveProperty('value', '');
  });

  it('shows only the kinds the user may open: a driver finds transports, not clients', async () => {
    await start({ transport: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    type('57');
    await waitFor(async () => expect(await groupNames()).toEqual(['Transportet']));
    type('arta');
    expect(await screen.findByText('Nuk ka te dhena !', undefined, settle)).toBeTruthy();
  });

  it('follows the mirror: a client pulled after the search was first used is found', async () => {
    const { session } = await start({ observer: true });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    type('arta');
    await within(await results()).findByRole('option', { name: /Arta Gashi/ });
    const db = openLocalDb(localDbName(session));
    await act(() => db.clients.put(clientRow({ firstnameAndLastname: 'Blerta', lastName: 'Hoxha' })));
    db.close();
    type('blerta');
    expect(await within(await results()).findByRole('option', { name: /Blerta Hoxha/ })).toBeTruthy();
  });
});
