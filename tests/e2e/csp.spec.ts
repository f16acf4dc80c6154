import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every screen loads under the server's Content-Security-Policy (issue 8 item
 * 10) without the browser refusing anything: a violation is recorded from the
 * page's `securitypolicyviolation` events and from the console.
 */
declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function recordViolations(page: Page): Promise<string[]> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return fromConsole;
}

const violationsIn = (page: Page) => page.evaluate(() => window.cspViolations);

test('the policy is on, and a violation is seen by this test', async ({ page }) => {
  await recordViolations(page);
  const res = await page.goto('/login');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('form').first()).toBeVisible();
  // Positive control: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violationsIn(page)).toContainEqual(expect.stringContaining('script-src'));
});

test('every screen loads without a policy violation', async ({ page, signIn }) => {
  const fromConsole = await recordViolations(page);
  const visited: string[] = [];
  const violations: string[] = [];
  /** Screens that keep a request open (the status board's live channel, a long poll) never fall network-idle: they are ready when this shows. */
  const liveScreens: Record<string, string> = { '/dashboard/production/create': 'li[data-product]' };
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('main, [role="main"], form').first()).toBeVisible();
    // Lazy chunks, fonts and images of the screen have had their chance to load.
    const ready = liveScreens[path];
    if (ready) await expect(page.locator(ready).first()).toBeVisible();
    else await page.waitForLoadState('networkidle');
    visited.push(path);
    // Each document starts its own list: read it before the next navigation.
    violations.push(...(await violationsIn(page)).map((v) => `${path}: ${v}`));
  };
  await visit('/');
  await visit('/login');
  await signIn('admin');
  // Every screen the navigation and the admin home link to, and the ones reached from within them.
  await page.goto('/admin');
  // The navigation is drawn after the document loads: wait for its links, not just the page.
  await expect(page.locator('#side-nav a[href^="/dashboard/"]').first()).toBeVisible();
  const links = await page.locator('a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
  for (const path of [...new Set([...links, '/admin/create-user', '/admin/audit-log', '/dashboard/outbox', '/dashboard/production/create', '/dashboard/blueprints'])]) await visit(path);
  expect(visited.length).toBeGreaterThan(10);
  expect({ violations, console: fromConsole }).toEqual({ violations: [], console: [] });
});
