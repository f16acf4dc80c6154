import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postLoginTarget } from '../../../src/app/session/postLoginTarget';
import { acceptToken, currentHref, installFakeApi, makeSession, renderApp, resetApp, type FakeApi } from './testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => resetApp());

describe('route guard', () => {
  it('sends a signed-out user to /login, remembering where they were going', async () => {
    const { router } = await renderApp('/dashboard/measures?x=1');
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/dashboard/measures?x=1' });
  });

  it('also guards paths no route knows', async () => {
    const { router } = await renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.search).toEqual({ redirect: '/no/such/page' });
  });

  it('leaves landing (wide screen → /login), login and reset open', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.pathname).toBe('/login');
    resetApp();
    await renderApp('/reset-password/abc/ana%40example.com');
    await screen.findByRole('heading', { name: 'Ndrysho fjalekalimin' });
    expect(screen.getByText('Fjalekalimi i ri per ana@example.com')).toBeTruthy();
  });
});

describe('after login', () => {
  it('lands on the first permitted module; admins and observers on contact', () => {
    expect(postLoginTarget({ offers: true, production: true })).toBe('/dashboard/offers');
    expect(postLoginTarget({ production: true })).toBe('/dashboard/production');
    expect(postLoginTarget({ fullPrivileges: true, production: true })).toBe('/dashboard/contact');
    expect(postLoginTarget({ superAdmin: true })).toBe('/dashboard/contact');
    expect(postLoginTarget({ observer: true })).toBe('/dashboard/contact');
    expect(postLoginTarget({})).toBe('/dashboard');
  });

  it('goes back to the remembered page, never to another site', () => {
    expect(postLoginTarget({ production: true }, '/dashboard/warehouse')).toBe('/dashboard/warehouse');
    expect(postLoginTarget({ production: true }, '//evil.example/x')).toBe('/dashboard/production');
    expect(postLoginTarget({ production: true }, 'https://evil.example')).toBe('/dashboard/production');
    expect(postLoginTarget({ production: true }, '/login')).toBe('/dashboard/production');
  });

  it('signs in, stores the session and opens the first permitted module', async () => {
    const session = makeSession({ production: true }, { username: 'punetori' });
    acceptToken(fake, session);
    fake.routes.set('POST login', ({ body }) => {
      const { username, password } = body as { username: string; password: string };
      if (username !== 'punetori' || password !== 'Zanati-Demo-2026') return { status: 401, body: { error_login: 'Emri i perdoruesit ose fjalekalimi eshte gabim!' } };
      return {
        status: 200,
        body: { token: session.token, companyCode: 'demo', user: { id: session.userId, username: 'punetori' }, permissions: { production: true }, adminDepartments: [], responsibilities: [] },
      };
    });
    const { router } = await renderApp('/login');
    fireEvent.change(await screen.findByLabelText(/Emri i perdoruesit/), { target: { value: 'punetori' } });
    fireEvent.change(screen.getByLabelText(/Fjalekalimi/), { target: { value: 'gabim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kycu' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Emri i perdoruesit ose fjalekalimi eshte gabim!');

    fireEvent.change(screen.getByLabelText(/Fjalekalimi/), { target: { value: 'Zanati-Demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kycu' }));
    // The board's screen is a lazy chunk: on a busy machine it takes longer than findBy's default second.
    await screen.findByRole('heading', { name: 'Prodhimi' }, { timeout: 5000 });
    // A worker goes on to the status board (spec 001 §2: all but full-privilege users go to /create).
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/production/create'));
    expect(JSON.parse(localStorage.getItem('zanati.session') ?? '{}')).toMatchObject({ token: session.token, username: 'punetori' });
    resetApp();
  });

  it('checks the login form with the domain rules before calling the server', async () => {
    await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Kycu' }));
    expect(await screen.findAllByText('Field is Required!')).toHaveLength(2);
    expect(fake.calls.some((c) => c.path === 'login')).toBe(false);
  });
});

describe('signed-in routes', () => {
  it('redirects /dashboard/observer to contact', async () => {
    const session = makeSession({ observer: true });
    acceptToken(fake, session);
    const { router } = await renderApp('/dashboard/observer', session);
    await screen.findByRole('heading', { name: 'Kontakti' });
    expect(router.state.location.pathname).toBe('/dashboard/contact');
    resetApp();
  });

  it("opens the warehouse's tables at the spec's names of them (warehouseState, warehouseProducts)", async () => {
    const session = makeSession({ warehouse: true });
    acceptToken(fake, session);
    for (const [path, target] of [
      ['/dashboard/warehouse/warehouseState', '/dashboard/warehouse'],
      ['/dashboard/warehouse/warehouseProducts', '/dashboard/warehouse/warehouse-products'],
    ] as const) {
      const { router } = await renderApp(path, session);
      await waitFor(() => expect(router.state.location.pathname).toBe(target));
      expect(screen.queryByRole('heading', { name: 'Kjo faqe nuk ekziston' })).toBeNull();
      resetApp();
    }
  });

  it('opens the offers module on its own screens (no module is a placeholder any more)', async () => {
    const session = makeSession({ offers: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/offers', session);
    await screen.findByRole('heading', { name: 'Ofertat' });
    expect(screen.queryByText('Ky modul vjen ne nje version te ardhshem te aplikacionit.')).toBeNull();
    resetApp();
  });

  it('says not found, inside the shell, for a permission that is no module area (/dashboard/superAdmin)', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/superAdmin', session);
    await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
    expect(screen.getByRole('banner')).toBeTruthy();
    resetApp();
  });

  /** The shell is there: header (user menu) and side navigation around the page. */
  function expectShell() {
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menyja e perdoruesit arben' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Modulet' })).getByRole('link', { name: 'Kontakti' })).toBeTruthy();
  }

  it('shows the not-found page with its image inside the shell for an unknown path', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/dashboard/nothing-here/at-all', session);
    await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
    expect(document.querySelector('img[src="/images/not-found.svg"]')).not.toBeNull();
    expectShell();
    resetApp();
  });

  it("shows not-found inside the shell for an unknown module and below a module's area", async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    for (const path of ['/dashboard/bakery', '/dashboard/contact/no-such-screen']) {
      await renderApp(path, session);
      await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
      expectShell();
      resetApp();
    }
  });

  it('shows not-found inside the admin shell for an unknown admin path or list', async () => {
    const session = makeSession({ fullPrivileges: true });
    acceptToken(fake, session);
    for (const path of ['/admin/no-such-list', '/admin/units/extra']) {
      await renderApp(path, session);
      await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
      expect(screen.getByRole('button', { name: 'Menyja e perdoruesit arben' })).toBeTruthy();
      expect(screen.getByRole('navigation')).toBeTruthy();
      resetApp();
    }
  });

  it('shows not-found without the shell outside the signed-in areas', async () => {
    const session = makeSession({ contact: true });
    acceptToken(fake, session);
    await renderApp('/elsewhere', session);
    await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' });
    expect(screen.queryByRole('banner')).toBeNull();
    resetApp();
  });

  it('refuses a module without permission with the spec message', async () => {
    const session = makeSession({ production: true });
    acceptToken(fake, session);
    const { router } = await renderApp('/dashboard/offers', session);
    await screen.findByText('Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!');
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/production/create'));
    resetApp();
  });
});
