import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/format.js';
import { windowStart } from '../../../domain/mirror/window.js';
import { acceptToken, installFakeApi, makeSession, renderApp, resetApp, type FakeApi } from './testApp';

/** The archive screen (spec 000 §2 `/dashboard/{module}/archive/{moduleName?}`): whose archive, and the tabs a user reads. */

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => resetApp());

const tabNames = () => within(screen.getByRole('navigation', { name: 'Arkivat' })).getAllByRole('link').map((l) => l.textContent);

describe('the archive screen', () => {
  it("shows the path module's archive by default, inside its area, with a tab for each archive the user reads", async () => {
    const session = makeSession({ transport: true, installation: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/transport/archive', session);
    await screen.findByRole('heading', { name: 'Arkiva e transportit' });
    expect(screen.getByRole('navigation', { name: 'Faqet e transportit' })).toBeTruthy();
    expect(tabNames()).toEqual(['Arkiva e transportit', 'Arkiva e instalimeve']);
    expect(screen.getByRole('link', { name: 'Arkiva e transportit', current: 'page' })).toBeTruthy();
  });

  it("shows the archive moduleName names, still in the path module's area", async () => {
    const session = makeSession({ transport: true, installation: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/transport/archive/installation', session);
    await screen.findByRole('heading', { name: 'Arkiva e instalimeve' });
    expect(screen.getByRole('navigation', { name: 'Faqet e transportit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arkiva e instalimeve', current: 'page' }).getAttribute('href')).toBe('/dashboard/transport/archive/installation');
  });

  it('says not found for a module name that keeps no archive', async () => {
    const session = makeSession({ transport: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/transport/archive/blueprints', session);
    await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
  });

  it('never shows an archive the user may not read', async () => {
    const session = makeSession({ transport: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/transport/archive/contact', session);
    await screen.findByRole('navigation', { name: 'Faqet e transportit' });
    expect(screen.queryByRole('heading', { name: 'Arkiva e kontakteve' })).toBeNull();
  });

  it("names every archive's tab for an admin, in the frame of an area without a layout of its own", async () => {
    const admin = makeSession({ fullPrivileges: true });
    acceptToken(fake, admin);
    await renderApp('/dashboard/warehouse/archive', admin);
    await screen.findByRole('navigation', { name: 'Faqet e depos' }, { timeout: 5000 });
    expect(tabNames()).toHaveLength(10);
    await screen.findByRole('heading', { name: 'Arkiva e depos' }, { timeout: 5000 });
  });
});

describe('O20 — the archive beyond the window', () => {
  const line = (id: string, title: string) => ({ module: 'transport', id, clientId: null, clientName: 'Arben Krasniqi', projectId: null, projectName: 'Kuzhina', title, archivedAt: '2023-05-02 09:00:00', code: title, acceptanceDate: null, arrivalDate: null });

  it('says older work is read from the server, and reads it a page at a time when asked', async () => {
    const session = makeSession({ transport: true });
    acceptToken(fake, session);
    const asked: string[] = [];
    fake.routes.set('GET archive/transport', (call) => {
      asked.push(call.query);
      const page = asked.length;
      return { status: 200, body: { data: [line(`t${page}`, `KOD-${page}`)], total: 2, page, pageSize: 50 } };
    });
    await renderApp('/dashboard/transport/archive', session);
    // The company keeps 12 months unless its settings say otherwise.
    const start = windowStart(new Date().toISOString().slice(0, 10), 12);
    await screen.findByRole('heading', { name: `Me e vjeter se ${formatDate(start)}` });
    expect(fake.calls.some((c) => c.path.startsWith('archive/transport'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Shfaq punen me te vjeter' }));
    await screen.findByText('KOD-1');
    expect(screen.getByText('Te lexuara 1 nga 2 rekorde.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ngarko me te vjetrat' }));
    await screen.findByText('KOD-2');
    expect(screen.queryByRole('button', { name: 'Ngarko me te vjetrat' })).toBeNull();
    const dayBefore = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(asked).toEqual([`end=${dayBefore}&page=1&pageSize=50`, `end=${dayBefore}&page=2&pageSize=50`]);
  });
});
