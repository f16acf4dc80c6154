import { test as base, expect, type Page } from '@playwright/test';
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
}

export const test = base.extend<Fixtures>({
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
    await use(async (username, target = page) => {
      const login = new LoginPage(target);
      await login.goto();
      await login.signIn(username);
      await target.waitForURL((url) => url.pathname !== '/login');
      await new Shell(target).waitForFirstSync();
    });
  },
});

export { expect };
