import { i18n } from '@lingui/core';
import { ADMIN_LISTS } from '../../../domain/admin/endpoints.js';
import { callOf } from '../../../src/local/call.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { translateServerMessage } from '../../../src/app/serverMessages';
import { ADMIN_MESSAGES } from '../../../src/modules/admin/messages';
import { entryLabel } from '../../../src/app/writes/entryLabel';
import type { OutboxEntry, Session } from '../../../src/local';
import { acceptToken, installFakeApi, makeSession, outboxOf, put, renderApp, resetApp, seedOutbox, type FakeApi } from '../app/testApp';

let fake: FakeApi;
let admin: Session;
const metraId = newId();

/** An edit of the unit "Metra" to "Cope" that the server refused as a duplicate. */
function refusedRename(): OutboxEntry {
  return {
    id: newId(),
    seq: 1,
    createdAt: Date.parse('2026-03-02T08:30:00Z'),
    state: 'rejected',
    attempts: 1,
    nextAttemptAt: 0,
    error: { status: 422, message: 'Kjo njesi eksiston!', errors: { name: 'Kjo njesi eksiston!' } },
    rowKeys: [`units:${metraId}`],
    label: entryLabel('update', 'units', 'Cope'),
    ...callOf(ADMIN_LISTS.units.update, { id: metraId }, { name: 'Cope' }),
    entity: 'units',
    entityId: metraId,
    form: { to: '/admin/units', data: { mode: 'update', id: metraId, draft: { text: 'Cope', departmentId: '' } } },
  };
}

beforeEach(() => {
  fake = installFakeApi();
  admin = makeSession({ fullPrivileges: true });
  acceptToken(fake, admin);
  fake.feed.push(put('units', { id: metraId, name: 'Metra' }));
});
afterEach(() => {
  resetApp();
  i18n.activate('sq');
});

describe('pending changes', () => {
  it("lists each entry with its label, time, state and the server's refusal", async () => {
    await seedOutbox(admin, refusedRename());
    await renderApp('/dashboard/outbox', admin);
    const card = (await screen.findByRole('heading', { name: 'Ndryshim — njesi: Cope' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('E refuzuar nga serveri')).toBeTruthy();
    expect(within(card).getAllByText('Kjo njesi eksiston!').length).toBeGreaterThan(0);
    expect(within(card).getByRole('button', { name: 'Ndrysho' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sinkronizo tani' })).toBeTruthy();
  });

  it('shows the refusal in the chosen language', async () => {
    await seedOutbox(admin, refusedRename());
    i18n.load('en', { [ADMIN_MESSAGES.unitExists.id]: 'This unit already exists!' });
    i18n.activate('en');
    expect(translateServerMessage(i18n, 'Kjo njesi eksiston!')).toBe('This unit already exists!');
    await renderApp('/dashboard/outbox', admin);
    expect((await screen.findAllByText('This unit already exists!')).length).toBeGreaterThan(0);
  });

  it('discards only after a confirmation', async () => {
    await seedOutbox(admin, refusedRename());
    await renderApp('/dashboard/outbox', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Hidhe poshte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hidhe poshte kete ndryshim?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anulo' }));
    expect(await outboxOf(admin)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Hidhe poshte' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hidhe poshte' }));
    await screen.findByText('Te gjitha ndryshimet jane derguar.');
    expect(await outboxOf(admin)).toHaveLength(0);
  });

  it('retry sends a refused entry again as pending', async () => {
    await seedOutbox(admin, refusedRename());
    await renderApp('/dashboard/outbox', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Provo perseri' }));
    await screen.findByText('Ne pritje');
    const [entry] = await outboxOf(admin);
    // Back in the queue (the engine may already be sending it).
    expect(['pending', 'sending']).toContain(entry?.state);
  });

  it('edit opens the form with what was typed; saving replaces the entry in its place', async () => {
    const refused = refusedRename();
    await seedOutbox(admin, refused);
    const { router } = await renderApp('/dashboard/outbox', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Ndrysho' }));

    await screen.findByRole('heading', { name: 'Njesite' });
    expect(router.state.location.pathname).toBe('/admin/units');
    expect((await screen.findByRole('alert')).textContent).toContain('Kjo njesi eksiston!');
    const field = screen.getByLabelText<HTMLInputElement>(/Emri i njesise/);
    expect(field.value).toBe('Cope');
    // The server's field error lands on its input too.
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Kjo njesi eksiston!');
    fireEvent.change(field, { target: { value: 'Cope te vogla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ndrysho' }));

    await waitFor(async () => expect((await outboxOf(admin))[0]?.body).toEqual({ name: 'Cope te vogla' }));
    const entries = await outboxOf(admin);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ seq: refused.seq, url: `admin/units/${metraId}` });
    expect(entries[0]?.state).not.toBe('rejected');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
