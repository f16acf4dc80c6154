import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '../../server/seed/demoUsers.js';
import { WORKER_DEPARTMENT } from '../../server/seed/catalog.js';
import { pinVerifier } from '../../domain/kiosk/verifier.js';
import { DEMO_PIN } from '../../server/seed/kiosks.js';
import { newAppContext, signInSynced, waitForMeta } from './browser.js';

/** A mid-range workshop tablet runs this machine's JavaScript about four times slower. */
export const TABLET_CPU_SLOWDOWN = 4;
const TABLET = { width: 1024, height: 768 };

export interface KioskSwitchFigures {
  /** Tap on the worker's name → PIN typed → OK → the board drawn as that worker; the server checks the PIN. */
  onlineMs: number[];
  /** The same with the network cut: the kiosk checks the PIN against the worker's argon2id verifier. */
  offlineMs: number[];
  /** Of those, from OK to the board: the PIN check and the board's render, without the taps. */
  onlineFromOkMs: number[];
  offlineFromOkMs: number[];
  /** The offline switch again with a verifier of cost 1 (the cost before issue 35), in the same run: the baseline. */
  offlineCost1Ms: number[];
  offlineCost1FromOkMs: number[];
}

const worker = DEMO_USERS.find((u) => u.username === 'worker')!;
const workerName = `${worker.firstname} ${worker.lastname}`;

/** One switch, timed from the tap to the board's first row (or its empty state) under the worker's name; and from OK alone. */
async function timeSwitch(page: Page): Promise<{ total: number; fromOk: number }> {
  const started = Date.now();
  await page.getByRole('button', { name: workerName, exact: true }).click();
  const pad = page.getByRole('dialog');
  for (const digit of DEMO_PIN) await pad.getByRole('button', { name: digit, exact: true }).click();
  const ok = Date.now();
  await pad.getByRole('button', { name: 'Hyr' }).click();
  await page.getByTestId('kiosk-actor').filter({ hasText: workerName }).waitFor();
  await page.locator('li[data-product], #main :text("Nuk ka produkte ne kete repart.")').first().waitFor();
  const ended = Date.now();
  await page.getByRole('button', { name: 'Perfundova' }).click();
  await page.waitForURL('**/kiosk');
  return { total: ended - started, fromOk: ended - ok };
}

/** The bench times the PIN check, not the wait after a cut before the kiosk checks it itself (domain/kiosk/turns.ts). */
async function forgetLastHeard(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('zanati.kiosk.heardAt', '0'));
}

/** The worker's verifier in the kiosk's kept list replaced by one of cost 1, as a kiosk held it before issue 35. */
async function holdVerifierOfCost1(page: Page): Promise<void> {
  const salt = Buffer.from('bench-salt-16-b!').toString('base64');
  const pin = { salt, verifier: await pinVerifier(DEMO_PIN, salt, 1), cost: 1 };
  await page.evaluate(
    ({ name, pin }) => {
      const kept = JSON.parse(localStorage.getItem('zanati.kiosk.workers')!) as { workers: { name: string; pin: unknown }[] };
      for (const w of kept.workers) if (w.name === name) w.pin = pin;
      localStorage.setItem('zanati.kiosk.workers', JSON.stringify(kept));
    },
    { name: workerName, pin },
  );
  await page.reload();
  await page.getByRole('button', { name: workerName, exact: true }).waitFor();
}

/**
 * The kiosk's worker switch on the tablet profile (issue 10): a department
 * admin enrols the device for the workshop, then the demo worker switches in
 * and out, online and with the network cut, with the CPU slowed to a tablet's.
 */
export async function measureKioskSwitch(browser: Browser, origin: string, runs = 7): Promise<KioskSwitchFigures> {
  const context = await newAppContext(browser, origin, TABLET);
  const page = await context.newPage();
  try {
    await signInSynced(page, 'deptadmin');
    await page.goto('/dashboard/kiosk');
    await page.getByLabel('Emri i kioskes').fill('Kioska e matjes');
    await page.getByRole('checkbox', { name: WORKER_DEPARTMENT }).check();
    await page.getByRole('button', { name: 'Beje kete pajisje kioske' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Po, beje kioske' }).click();
    await page.waitForURL('**/kiosk');
    await waitForMeta(page, 'lastSyncedAt', 120_000);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TABLET_CPU_SLOWDOWN });
    // One switch of each kind first: chunks compiled, the verifier's WASM instantiated once, as on a kiosk in use.
    await timeSwitch(page);
    const online = [];
    for (let run = 0; run < runs; run++) online.push(await timeSwitch(page));
    await context.setOffline(true);
    await forgetLastHeard(page);
    await timeSwitch(page);
    const offline = [];
    for (let run = 0; run < runs; run++) offline.push(await timeSwitch(page));
    await holdVerifierOfCost1(page);
    // After the reload, one switch again compiles the chunks and the WASM, as for the first set.
    await timeSwitch(page);
    const cost1 = [];
    for (let run = 0; run < runs; run++) cost1.push(await timeSwitch(page));
    return {
      onlineMs: online.map((r) => r.total),
      offlineMs: offline.map((r) => r.total),
      onlineFromOkMs: online.map((r) => r.fromOk),
      offlineFromOkMs: offline.map((r) => r.fromOk),
      offlineCost1Ms: cost1.map((r) => r.total),
      offlineCost1FromOkMs: cost1.map((r) => r.fromOk),
    };
  } finally {
    await context.close();
  }
}
