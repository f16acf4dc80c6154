import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { AdminListPage } from './pages/AdminListPage';
import { LandingPage } from './pages/LandingPage';
import { LoginPage } from './pages/LoginPage';
import { OutboxPage } from './pages/OutboxPage';
import { Shell } from './pages/Shell';
import { ServerApi } from './support/serverApi';

interface Fixtures {
  /** The running server from outside the browser (admin token), for setup and for checking what it holds. */
  server: ServerApi;
  landing: LandingPage;
  loginPage: LoginPage;
  shell: Shell;
  outbox: OutboxPage;
  units: AdminListPage;
  /** A unit name no other test uses; every unit of that name is deleted on the server after the test. */
  uniqueUnitName: (label: string) => string;
  /** Signs `page` in through the login form as a demo user and waits for the first sync. */
  signIn: (username: string, page?: Page) => Promise<void>;
  /**
   * A new page in a context where `username` is signed in and synced, at the
   * test's viewport. The context is signed in once per worker (per user and
   * device kind) and kept: for tests that only look (axe, touch targets), never
   * for ones that go offline, change the device's state or count requests.
   */
  signedInPage: (username: string) => Promise<Page>;
}

interface WorkerFixtures {
  /** The signed-in contexts signedInPage keeps, by user and device kind. */
  sessions: Map<string, BrowserContext>;
}

async function signInThrough(page: Page, username: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await page.waitForURL((url) => url.pathname !== '/login');
  await new Shell(page).waitForFirstSync();
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('no baseURL: the e2e global setup did not start the server');
    await use(new ServerApi(baseURL));
  },
  landing: async ({ page }, use) => use(new LandingPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  outbox: async ({ page }, use) => use(new OutboxPage(page)),
  units: async ({ page }, use) => use(new AdminListPage(page)),

  uniqueUnitName: async ({ server }, use, testInfo) => {
    const names: string[] = [];
    const run = Date.now().toString(36).slice(-5);
    await use((label) => {
      // Short: the units list shows it in one cell; unique per test, per call and per run.
      const name = `e2e ${label} ${testInfo.testId.slice(0, 6)}${run}${names.length}`;
      names.push(name);
      return name;
    });
    // Leave the seeded lists as they were, so later tests (axe, touch targets) see the same page.
    const all = await server.units();
    for (const unit of all.filter((u) => names.includes(u.name))) await server.deleteUnit(unit.id);
  },

  signIn: async ({ page }, use) => {
    await use((username, target = page) => signInThrough(target, username));
  },

  sessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const sessions = new Map<string, BrowserContext>();
      await use(sessions);
      for (const context of sessions.values()) await context.close();
    },
    { scope: 'worker' },
  ],

  signedInPage: async ({ browser, sessions, baseURL, locale, viewport, isMobile, hasTouch }, use) => {
    const opened: Page[] = [];
    await use(async (username) => {
      const key = `${username} ${isMobile ? 'mobile' : 'desktop'}${hasTouch ? ' touch' : ''}`;
      let context = sessions.get(key);
      if (!context) {
        context = await browser.newContext({ baseURL, locale, viewport, isMobile, hasTouch, serviceWorkers: 'allow' });
        const first = await context.newPage();
        await signInThrough(first, username);
        await first.close();
        sessions.set(key, context);
      }
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      opened.push(page);
      return page;
    });
    for (const page of opened) await page.close();
  },
});

export { expect };
