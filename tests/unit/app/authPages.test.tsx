import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, renderApp, resetApp, type FakeApi } from './testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => resetApp());

describe('landing page on a phone', () => {
  const wide = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 400;
  });
  afterEach(() => {
    window.innerWidth = wide;
  });

  it('checks the company code online, says when it is unknown, remembers a good one', async () => {
    fake.routes.set('GET companies/nope', () => ({ status: 404, body: { message: 'Nuk ka kompani me ate kod!' } }));
    fake.routes.set('GET companies/acme', () => ({ status: 200, body: { code: 'acme', name: 'Acme' } }));
    const { router } = await renderApp('/');
    const field = await screen.findByLabelText(/Kodi i kompanise/);
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vazhdo' }));
    expect(await screen.findByText('Nuk ka kompani me ate kod!')).toBeTruthy();

    fireEvent.change(field, { target: { value: ' ACME ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vazhdo' }));
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('zanati.companyCode')).toBe('acme');
    expect(screen.getByText('Kompania: acme')).toBeTruthy();
  });

  it('says so when the server cannot be reached', async () => {
    await renderApp('/');
    fireEvent.change(await screen.findByLabelText(/Kodi i kompanise/), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vazhdo' }));
    expect(await screen.findByText('Nuk ka lidhje me serverin. Kontrolloni internetin dhe provoni perseri.')).toBeTruthy();
  });
});

describe('login page', () => {
  it('switches to the forgot-password form and toasts that the email was sent', async () => {
    localStorage.setItem('zanati.companyCode', 'acme');
    fake.routes.set('POST forgot-password', () => ({ status: 200, body: { message: 'Nese email-i ekziston, ju kemi derguar linkun per ndryshimin e fjalekalimit.' } }));
    await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Keni harruar fjalekalimin?' }));
    await screen.findByRole('heading', { name: 'Fjalekalimi i harruar' });
    fireEvent.click(screen.getByRole('button', { name: 'Dergo linkun' }));
    expect(await screen.findByText('Field is Required!')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dergo linkun' }));
    expect(await screen.findByText('Nese email-i ekziston, ju kemi derguar linkun per ndryshimin e fjalekalimit.')).toBeTruthy();
    expect(fake.calls.find((c) => c.path === 'forgot-password')?.body).toEqual({ email: 'ana@example.com', companyCode: 'acme' });
    await screen.findByRole('heading', { name: 'Kycuni' });
  });
});

describe('reset password', () => {
  it('checks with the domain rules, then goes to /login with a toast', async () => {
    fake.routes.set('POST reset-password', () => ({ status: 200, body: { status: 'Fjalekalimi u ndryshua me sukses!', message: 'Fjalekalimi u ndryshua me sukses!' } }));
    const { router } = await renderApp('/reset-password/tok123/ana%40example.com');
    const password = await screen.findByLabelText(/^Fjalekalimi i ri/);
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj fjalekalimin' }));
    expect((await screen.findAllByText('Too Short!')).length).toBeGreaterThan(0);

    fireEvent.change(password, { target: { value: 'Sekret-2026' } });
    fireEvent.change(screen.getByLabelText(/Konfirmo fjalekalimin/), { target: { value: 'Sekret-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj fjalekalimin' }));
    expect(await screen.findByText('Fjalekalimet nuk perputhen!')).toBeTruthy();
    expect(fake.calls.some((c) => c.path === 'reset-password')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Konfirmo fjalekalimin/), { target: { value: 'Sekret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj fjalekalimin' }));
    await screen.findByRole('heading', { name: 'Kycuni' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Fjalekalimi u ndryshua me sukses!')).toBeTruthy();
    expect(fake.calls.find((c) => c.path === 'reset-password')?.body).toEqual({
      token: 'tok123',
      email: 'ana@example.com',
      password: 'Sekret-2026',
      passwordConfirmation: 'Sekret-2026',
    });
  });

  it("shows the server's refusal of a used link", async () => {
    fake.routes.set('POST reset-password', () => ({
      status: 422,
      body: { message: 'Linku per ndryshimin e fjalekalimit eshte i pavlefshem ose ka skaduar!', errors: { token: 'Linku per ndryshimin e fjalekalimit eshte i pavlefshem ose ka skaduar!' } },
    }));
    await renderApp('/reset-password/old/ana%40example.com');
    fireEvent.change(await screen.findByLabelText(/^Fjalekalimi i ri/), { target: { value: 'Sekret-2026' } });
    fireEvent.change(screen.getByLabelText(/Konfirmo fjalekalimin/), { target: { value: 'Sekret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj fjalekalimin' }));
    await waitFor(() => expect(screen.getAllByText('Linku per ndryshimin e fjalekalimit eshte i pavlefshem ose ka skaduar!').length).toBeGreaterThan(0));
  });
});
