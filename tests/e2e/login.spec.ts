import { MODULES } from '../../domain/permissions.js';
import { expect, test } from './fixtures';
import { storedToken } from './support/sqlite';
import { CALENDAR_PATH } from '../../src/modules/calendar/calendarPath';

type StoredSession = { token: string; username: string; userId: string; permissions: Record<string, true> };

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const text = localStorage.getItem('zanati.session');
    return text === null ? null : (JSON.parse(text) as StoredSession);
  });

test.describe('sign-in (spec 000 §2, §4)', () => {
  test('a wrong password shows the server\'s refusal and stays on /login', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn('admin', { password: 'not-the-password' });
    await expect(loginPage.failure).toHaveText('Emri i perdoruesit ose fjalekalimi eshte gabim!');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
  });

  // A production worker who is not a department admin goes on from
  // /dashboard/production to the status board (spec 001 §2 "Production").
  for (const [username, landing] of [
    ['admin', 'contact'],
    ['driver', 'transport'],
    ['worker', 'production/create'],
    ['observer', 'contact'],
  ] as const) {
    test(`${username} lands on /dashboard/${landing}`, async ({ page, loginPage, shell }) => {
      await loginPage.goto();
      await loginPage.signIn(username);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${landing}$`));
      await shell.expectReady();
      expect((await storedSession(page))?.username).toBe(username);
    });
  }

  test('remember-me reaches the server, which keeps the session for 30 days', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn('office', { rememberMe: true });
    await expect(page).toHaveURL(/\/dashboard\/contact$/);

    const session = await storedSession(page);
    expect(session?.token).toBeTruthy();
    const stored = storedToken(session!.token);
    expect(stored?.remember).toBe(1);
    const days = (Date.parse(stored!.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });

  test('without remember-me the server keeps the session for hours, not days', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn('office');
    await expect(page).toHaveURL(/\/dashboard\/contact$/);
    const stored = storedToken((await storedSession(page))!.token);
    expect(stored?.remember).toBe(0);
    expect((Date.parse(stored!.expiresAt) - Date.now()) / 86_400_000).toBeLessThan(1);
  });

  test('an invalid stored token is removed and the user is sent to /login', async ({ page, server, loginPage }) => {
    const answer = await server.login('admin');
    await page.goto('/login');
    await page.evaluate((a) => {
      const session = {
        token: 'not-a-valid-token',
        userId: a.user.id,
        username: a.user.username,
        companyCode: a.companyCode,
        permissions: a.permissions,
        adminDepartments: [],
        responsibilities: [],
      };
      localStorage.setItem('zanati.session', JSON.stringify(session));
    }, answer);
    await page.goto('/dashboard/contact');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(loginPage.username).toBeVisible();
    await expect.poll(() => storedSession(page)).toBeNull();
  });

  test('a deep link without a token goes to /login, then back to the deep link', async ({ page, loginPage, shell }) => {
    await page.goto('/admin/units');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await loginPage.signIn('admin');
    await expect(page).toHaveURL(/\/admin\/units$/);
    await shell.expectReady();
  });

  test('an unknown path shows the not-found page with its image', async ({ page, signIn }) => {
    await signIn('admin');
    for (const path of ['/no/such/page', '/dashboard/no-such-module', '/admin/no-such-list']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Kjo faqe nuk ekziston' }), path).toBeVisible();
      const image = page.locator('img[src="/images/not-found.svg"]');
      await expect(image, path).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), path).toBe(true);
    }
  });

  test('an unknown /dashboard sub-path shows the not-found page inside the shell', async ({ page, signIn, shell }) => {
    await signIn('admin');
    await page.goto('/dashboard/no-such-module');
    await expect(page.getByRole('heading', { name: 'Kjo faqe nuk ekziston' })).toBeVisible();
    await shell.expectReady();
  });

  test('the side navigation lists only the modules the user may read', async ({ page, signIn, shell }) => {
    const expected: Record<string, readonly string[]> = {
      admin: MODULES,
      observer: MODULES,
      driver: ['transport'],
      worker: ['production'],
      installer: ['installation', 'service', 'impression'],
    };
    for (const [username, modules] of Object.entries(expected)) {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      await signIn(username);
      // Each module opens at /dashboard/<key>; the calendar's screen lies under agreements (its module's navTargets).
      expect(await shell.navTargets(), username).toEqual([...modules.map((m) => (m === 'calendar' ? CALENDAR_PATH : `/dashboard/${m}`)), '/dashboard/outbox']);
    }
  });

  test('language switch to English and German changes the texts and survives a reload', async ({ page, loginPage, signIn, shell }) => {
    await loginPage.goto();
    const albanian = { heading: await loginPage.heading.innerText(), submit: await loginPage.submit.innerText() };
    expect(albanian).toEqual({ heading: 'Kycuni', submit: 'Kycu' });

    await loginPage.language.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(loginPage.heading).not.toHaveText(albanian.heading);
    await expect(loginPage.submit).not.toHaveText(albanian.submit);
    const english = await loginPage.heading.innerText();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(loginPage.heading).toHaveText(english);

    await signIn('admin');
    await shell.openNav();
    const navLinks = shell.nav.getByRole('link');
    const navEnglish = await navLinks.allTextContents();
    expect(navEnglish).not.toContain('Ndryshimet ne pritje');
    await shell.chooseLanguage('de');
    await expect(navLinks).not.toHaveText(navEnglish);
    const navGerman = await navLinks.allTextContents();
    expect(navGerman).not.toContain('Ndryshimet ne pritje');
    await page.reload();
    await shell.openNav();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(navLinks).toHaveText(navGerman);
  });

  test('logout clears the session, the navbar state and the server token, and goes to /login', async ({ page, server, signIn, shell }) => {
    await signIn('admin');
    await shell.navToggle.click(); // remembered in storage: logout forgets it too
    expect(await page.evaluate(() => localStorage.getItem('zanati.navbarCollapsed'))).not.toBeNull();
    const token = (await storedSession(page))!.token;
    expect(await server.authenticatedStatus(token)).toBe(200);

    await shell.logout();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('zanati.navbarCollapsed'))).toBeNull();
    expect(await server.authenticatedStatus(token)).toBe(401);

    // Signed out for real: a protected page asks to sign in again.
    await page.goto('/dashboard/contact');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
