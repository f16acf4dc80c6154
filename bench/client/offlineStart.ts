import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../tests/e2e/support/chromium.js';
import { signInSynced } from './browser.js';

/**
 * Recorded in the page from its first script on: the moment (ms since
 * navigation start) the screen is interactive — the header's navigation
 * toggle and the screen's own marker are drawn (React has rendered the
 * route, handlers attached).
 */
const readyMarker = (screenReady: string) => `
  globalThis.__name = globalThis.__name || ((fn) => fn);
  new MutationObserver((_, observer) => {
    if (document.querySelector('header button[aria-controls="side-nav"]') && document.querySelector(${JSON.stringify(screenReady)})) {
      window.__zanatiShellReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** Which screen starts, for whom, and what on it says it is ready (default: the dashboard's contact page and its h1). */
export interface StartedScreen {
  path: string;
  username: string;
  ready: string;
}
const SHELL: StartedScreen = { path: '/dashboard/contact', username: 'admin', ready: '#main h1' };

export interface OfflineStart {
  /** Browser restarted, offline, a new page opened on the screen. */
  coldMs: number[];
  /** The same browser still running (service worker alive), offline, a new tab. */
  newTabMs: number[];
}

/**
 * (d) After one warm visit (signed in, synced, service worker installed), the
 * browser is closed; each run starts it again on the same profile, goes
 * offline before any page opens, and times the shell's interactive marker.
 */
export async function measureOfflineStart(origin: string, screen: StartedScreen = SHELL, runs = 5): Promise<OfflineStart> {
  const marker = readyMarker(screen.ready);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-bench-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, headless: true, baseURL: origin, viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
  try {
    let context = await launch();
    await context.addInitScript({ content: marker });
    const warm = await context.newPage();
    await signInSynced(warm, screen.username);
    await warm.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await warm.goto(screen.path);
    await warm.waitForFunction(() => (window as unknown as { __zanatiShellReadyAt?: number }).__zanatiShellReadyAt !== undefined);
    await context.close();

    const timeOnce = async (page: import('playwright-core').Page) => {
      await page.goto(screen.path, { waitUntil: 'commit' });
      await page.waitForFunction(() => (window as unknown as { __zanatiShellReadyAt?: number }).__zanatiShellReadyAt !== undefined, undefined, { timeout: 30_000 });
      const { readyAt, online } = await page.evaluate(() => ({ readyAt: (window as unknown as { __zanatiShellReadyAt: number }).__zanatiShellReadyAt, online: navigator.onLine }));
      if (online) throw new Error('the page was not offline: the figure would not be an offline start');
      return readyAt;
    };

    const coldMs: number[] = [];
    const newTabMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      context = await launch();
      await context.setOffline(true);
      await context.addInitScript({ content: marker });
      const page = context.pages()[0] ?? (await context.newPage());
      coldMs.push(await timeOnce(page));
      const tab = await context.newPage();
      newTabMs.push(await timeOnce(tab));
      await context.close();
    }
    return { coldMs, newTabMs };
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
