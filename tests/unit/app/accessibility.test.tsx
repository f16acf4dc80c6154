import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_LISTS } from '../../../domain/admin/endpoints.js';
import { callOf } from '../../../src/local/call.js';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { acceptToken, installFakeApi, makeSession, put, renderApp, resetApp, seedOutbox, type FakeApi } from './testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => resetApp());

/** axe's rules that jsdom can judge (it lays nothing out, so colour contrast is left to the e2e run). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe)', () => {
  it('login page', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(await violations()).toEqual([]);
  });

  it('shell, pending changes and not-found', async () => {
    const session = makeSession({ contact: true, production: true });
    acceptToken(fake, session);
    const unitId = newId();
    await seedOutbox(session, {
      id: newId(),
      seq: 1,
      createdAt: Date.now(),
      state: 'rejected',
      attempts: 1,
      nextAttemptAt: 0,
      error: { status: 422, message: 'Kjo njesi eksiston!', errors: { name: 'Kjo njesi eksiston!' } },
      rowKeys: [`units:${unitId}`],
      label: 'Njesi: Cope',
      ...callOf(ADMIN_LISTS.units.create, {}, { id: unitId, name: 'Cope' }),
      entity: 'units',
      entityId: unitId,
      form: { to: '/admin/units', data: { mode: 'create', id: unitId, draft: { text: 'Cope', departmentId: '' } } },
    });
    await renderApp('/dashboard/outbox', session);
    await screen.findByRole('heading', { name: 'Njesi: Cope' });
    expect(await violations()).toEqual([]);
    resetApp();
    await renderApp('/dashboard/contact/nowhere', session);
    await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
    expect(await violations()).toEqual([]);
  });

  it('an admin list in edit mode and the materials form', async () => {
    const admin = makeSession({ fullPrivileges: true });
    acceptToken(fake, admin);
    fake.feed.push(put('units', { id: newId(), name: 'Metra' }), put('responsibilities', { id: newId(), name: 'Prerje' }));
    await renderApp('/admin/units', admin);
    fireEvent.click(await within(await screen.findByRole('table', { name: 'Njesite' })).findByText('Metra'));
    await screen.findByRole('button', { name: 'Ndrysho' });
    expect(await violations()).toEqual([]);
    resetApp();
    await renderApp('/admin/materials', admin);
    await screen.findByRole('checkbox', { name: /Prerje/ });
    expect(await violations()).toEqual([]);
  });
});
