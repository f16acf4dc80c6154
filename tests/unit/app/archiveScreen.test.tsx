import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
