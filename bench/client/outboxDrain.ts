import type { BrowserContext, Page } from 'playwright-core';
import { newId } from '../../domain/ids.js';
import { PUSH_MAX_CALLS } from '../../domain/syncPush.js';
import { ServerApi } from '../../tests/e2e/support/serverApi.js';
import { outboxCount } from './browser.js';

export interface OutboxDrain {
  entries: number;
  enqueueMs: number;
  /** Batched (SYNC.md O17), from the page's 'online' event to its outbox empty. */
  drainMs: number;
  /** The same queue, batching switched off on the device: one request per entry. */
  singleDrainMs: number;
  /** The same number of writes sent straight to the server from this process, as batches of the cap one after another: the drain's floor. */
  straightMs: number;
  onServer: number;
  distinctOnServer: number;
  createdAudits: number;
}

/** The device's switch that turns batching off (src/local/sendBatch.ts). */
const BATCH_SWITCH = 'zanati.sync.batch';

/**
 * Queues `count` unit creates through the units form while offline (the app's
 * own save path: validation, enqueue with its optimistic row), then goes
 * online and times the drain until the outbox is empty — batched, then, as the
 * baseline in the same run, again with batching switched off. The server is
 * then asked how many units of each queue it holds and how many 'created'
 * audit rows they have: both must equal `count`.
 */
export async function measureOutboxDrain(context: BrowserContext, page: Page, origin: string, count: number): Promise<OutboxDrain> {
  const batched = await queueAndDrain(context, page, origin, count, 'b');
  await page.evaluate((key) => localStorage.setItem(key, 'off'), BATCH_SWITCH);
  try {
    const single = await queueAndDrain(context, page, origin, count, 's');
    const straightMs = await sendStraight(origin, count);
    const clean = (d: Omit<OutboxDrain, 'singleDrainMs' | 'straightMs'>) => d.onServer === count && d.distinctOnServer === count && d.createdAudits === count;
    console.log(
      `  drain of ${count}: batched ${(batched.drainMs / 1000).toFixed(2)} s, single requests ${(single.drainMs / 1000).toFixed(2)} s → ${(single.drainMs / batched.drainMs).toFixed(1)}× faster; straight to the server ${(straightMs / 1000).toFixed(2)} s → the drain at ${(straightMs / batched.drainMs).toFixed(2)}× its speed; both clean: ${clean(batched) && clean(single)}`,
    );
    return { ...batched, singleDrainMs: single.drainMs, straightMs };
  } finally {
    await page.evaluate((key) => localStorage.removeItem(key), BATCH_SWITCH);
  }
}

/** `count` unit creates as the device would push them, from this process, each batch after the last one's answer. */
async function sendStraight(origin: string, count: number): Promise<number> {
  const api = new ServerApi(origin);
  const token = await api.token('admin');
  const prefix = `bench-${Date.now().toString(36)}t-`;
  const batches = Array.from({ length: Math.ceil(count / PUSH_MAX_CALLS) }, (_, b) =>
    Array.from({ length: Math.min(PUSH_MAX_CALLS, count - b * PUSH_MAX_CALLS) }, (_, i) => ({
      key: newId(),
      method: 'POST',
      path: 'admin/units',
      body: { id: newId(), name: `${prefix}${String(b * PUSH_MAX_CALLS + i).padStart(4, '0')}` },
    })),
  );
  const started = performance.now();
  for (const calls of batches) {
    const res = await fetch(api.url('sync/push'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ calls }) });
    const answer = (await res.json()) as { results: { status: number }[] };
    if (answer.results.some((r) => r.status !== 201)) throw new Error('a straight write was refused');
  }
  return performance.now() - started;
}

async function queueAndDrain(context: BrowserContext, page: Page, origin: string, count: number, run: string): Promise<Omit<OutboxDrain, 'singleDrainMs' | 'straightMs'>> {
  const prefix = `bench-${Date.now().toString(36)}${run}-`;
  const names = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  await page.goto('/admin/units');
  await page.locator('#main form input').first().waitFor();

  await context.setOffline(true);
  const enqueueStarted = Date.now();
  // In the page, one after another: type the name (as React sees typing), submit, wait until the form has emptied (queued).
  await page.evaluate(async (all) => {
    const input = document.querySelector<HTMLInputElement>('#main form input')!;
    const form = input.form!;
    const valueProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    for (const name of all) {
      valueProperty.set!.call(input, name);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      form.requestSubmit();
      const deadline = performance.now() + 10_000;
      while (input.value !== '') {
        if (performance.now() > deadline) throw new Error(`"${name}" was not queued`);
        await new Promise((r) => setTimeout(r, 1));
      }
    }
  }, names);
  const enqueueMs = Date.now() - enqueueStarted;
  const queued = await outboxCount(page);
  if (queued !== count) throw new Error(`expected ${count} queued entries, found ${queued}`);

  // The drain is timed on a light page: the sync engine's work, not the 1,000-row units table re-rendering after each answer.
  // In-app navigation: the page stays offline, and a reload would need the service worker's shell.
  await page.locator('a[href="/dashboard/contact"]').first().click();
  await page.locator('#main h1').waitFor();
  // Timed in the page, from its 'online' event to an empty outbox, read every 5 ms on one open connection (a count is ~0.1 ms):
  // a figure under a second must not carry a poll's granularity or the round trips of this process.
  const timing = page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('zanati.session')!) as { companyCode: string; userId: string };
    const request = <R>(r: IDBRequest<R>) => new Promise<R>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error ?? new Error('IndexedDB')))));
    const db = await request(indexedDB.open(`zanati-${session.companyCode}-${session.userId}`));
    const online = await new Promise<number>((resolve) => window.addEventListener('online', () => resolve(performance.now()), { once: true }));
    try {
      while ((await request(db.transaction('outbox').objectStore('outbox').count())) > 0) {
        if (performance.now() - online > 10 * 60_000) throw new Error('the outbox did not drain within 10 minutes');
        await new Promise((r) => setTimeout(r, 5));
      }
      return performance.now() - online;
    } finally {
      db.close();
    }
  });
  await page.waitForTimeout(50);
  await context.setOffline(false);
  const drainMs = await timing;

  const api = new ServerApi(origin);
  const batch = (await api.units()).filter((u) => u.name.startsWith(prefix));
  const ids = new Set(batch.map((u) => u.id));
  let createdAudits = 0;
  for (let p = 1; ; p++) {
    const answer = await api.json<{ data: { auditableId: string; event: string }[]; total: number }>(
      'GET',
      `admin/audits/show?auditableType=units&perPage=100&page=${p}`,
    );
    createdAudits += answer.data.filter((a) => a.event === 'created' && ids.has(a.auditableId)).length;
    if (answer.data.length === 0 || p * 100 >= answer.total) break;
  }
  return { entries: count, enqueueMs, drainMs, onServer: batch.length, distinctOnServer: new Set(batch.map((u) => u.name)).size, createdAudits };
}
