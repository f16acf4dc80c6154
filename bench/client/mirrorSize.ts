import type { Browser, Page } from 'playwright-core';
import { WORKER_DEPARTMENT } from '../../server/seed/catalog.js';
import { ServerApi } from '../../tests/e2e/support/serverApi.js';
import type { RunningServer } from '../../tests/e2e/support/serverProcess.js';
import { mirrorCounts, mirrorJsonBytes, newAppContext, submitSignIn, waitForMeta } from './browser.js';

/**
 * The roles the issue names, as the demo users that hold them; `kiosk` is a
 * shop-floor device enrolled for the workshop, measured with no worker
 * switched in (its own credential: what every kiosk holds all day).
 */
export const MIRROR_ROLES = ['worker', 'kiosk', 'driver', 'installer', 'office', 'admin'] as const;
export type MirrorRole = (typeof MIRROR_ROLES)[number];

export interface MirrorSize {
  role: MirrorRole;
  months: number;
  rows: number;
  /** The rows as JSON (mirrorJsonBytes). */
  jsonBytes: number;
  /** What Chromium says the origin's IndexedDB takes on disk (navigator.storage.estimate, usageDetails). */
  indexedDbBytes: number | null;
  /** The first full sync: sign-in submitted (a kiosk: enrolment answered, the device on /kiosk) → meta lastSyncedAt. */
  syncMs: number;
}

const SYNC_TIMEOUT_MS = 30 * 60_000;

async function indexedDbUsage(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { indexedDB?: number } };
    return estimate.usageDetails?.indexedDB ?? null;
  });
}

/** Signs a person in; resolves with the moment the form was submitted, once the app has left the sign-in page. */
async function signIn(page: Page, user: string): Promise<number> {
  const submitted = await submitSignIn(page, user);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
  return submitted;
}

/**
 * Makes the device a kiosk for the workshop as its department admin does
 * (kioskSwitch.ts): the admin's own first sync is let finish first, so it
 * does not compete with the kiosk's. Resolves with the moment the device
 * landed on /kiosk — from then on it syncs as the kiosk, into a database of
 * its own (src/local/db.ts kioskDbName).
 */
async function enrolKiosk(page: Page): Promise<number> {
  await signIn(page, 'deptadmin');
  await page.goto('/dashboard/outbox');
  await waitForMeta(page, 'lastSyncedAt', SYNC_TIMEOUT_MS);
  await waitForMeta(page, 'windowPrunedOn', 5 * 60_000);
  await page.goto('/dashboard/kiosk');
  await page.getByLabel('Emri i kioskes').fill('Kioska e matjes');
  await page.getByRole('checkbox', { name: WORKER_DEPARTMENT }).check();
  await page.getByRole('button', { name: 'Beje kete pajisje kioske' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Po, beje kioske' }).click();
  // Not a glob: '**/kiosk' already matches the setup page itself.
  await page.waitForURL((url) => url.pathname === '/kiosk', { timeout: 60_000 });
  return Date.now();
}

/**
 * The department admin's database stays on the device after the enrolment
 * (its entries are theirs); deleted here so the origin's IndexedDB is the
 * kiosk's mirror, as every other role's is its own. Only the app's mirrors
 * (zanati-…): the service worker keeps workbox-expiration's database open
 * and never lets it go, so a delete of it would wait for ever.
 */
async function dropAllButKioskDb(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const kiosk = JSON.parse(localStorage.getItem('zanati.kiosk') ?? 'null') as { companyCode: string; id: string } | null;
    if (!kiosk) throw new Error('the device is no kiosk');
    const keep = `zanati-${kiosk.companyCode}-kiosk-${kiosk.id}`;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('zanati-') || name === keep) continue;
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
        // Blocked: a connection did not close on versionchange; the delete goes on once it does, the bench stops waiting.
        request.onblocked = () => setTimeout(() => reject(new Error(`${name} is held open elsewhere`)), 60_000);
      });
    }
  });
}

/**
 * One new device per role: signed in (the kiosk: enrolled), the whole first
 * sync in, then the company's window applied (meta windowPrunedOn,
 * src/local/windowPrune.ts) — what the device keeps from then on. The
 * company's window is set on the server first (`mirrorMonths`), so each
 * device reads it with its settings.
 */
export async function measureMirrorSizes(browser: Browser, server: RunningServer, monthsList: readonly number[]): Promise<MirrorSize[]> {
  const api = new ServerApi(server.origin);
  const sizes: MirrorSize[] = [];
  const { data: settings } = await api.json<{ data: Record<string, unknown> }>('GET', 'settings');
  // The standard texts are left as they are (the read carries them as the row stores them, the save takes a list of five).
  const { offerTexts: _texts, ...kept } = settings;
  const setMonths = (mirrorMonths: number) => api.json('POST', 'settings', { body: { ...kept, mirrorMonths } });
  try {
    for (const months of monthsList) {
      await setMonths(months);
      for (const role of MIRROR_ROLES) {
        const context = await newAppContext(browser, server.origin);
        try {
          const page = await context.newPage();
          const started = role === 'kiosk' ? await enrolKiosk(page) : await signIn(page, role);
          // A light page while the mirror fills: the size, not a screen, is measured (a kiosk may open it too).
          await page.goto('/dashboard/outbox');
          await waitForMeta(page, 'lastSyncedAt', SYNC_TIMEOUT_MS);
          const syncMs = Date.now() - started;
          await waitForMeta(page, 'windowPrunedOn', 5 * 60_000);
          if (role === 'kiosk') await dropAllButKioskDb(page);
          const rows = Object.values(await mirrorCounts(page)).reduce((a, b) => a + b, 0);
          const size = { role, months, rows, jsonBytes: await mirrorJsonBytes(page), indexedDbBytes: await indexedDbUsage(page), syncMs };
          console.log(
            `  mirror ${role}, ${months} months: ${rows.toLocaleString('en')} rows, ${(size.jsonBytes / 2 ** 20).toFixed(1)} MiB as JSON, IndexedDB ${size.indexedDbBytes === null ? '?' : `${(size.indexedDbBytes / 2 ** 20).toFixed(1)} MiB`}, first sync ${(syncMs / 1000).toFixed(1)} s`,
          );
          sizes.push(size);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await setMonths(Number(settings.mirrorMonths));
  }
  return sizes;
}
