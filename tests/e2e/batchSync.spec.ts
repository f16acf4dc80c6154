import type { Page } from '@playwright/test';
import type { ServiceArticleOption, ServiceTicketRead } from '../../domain/service/answers.js';
import { PUSH_MAX_CALLS } from '../../domain/syncPush.js';
import { pngBytes } from '../fixtures/files.js';
import { expect, test } from './fixtures';
import { ServiceForm } from './pages/ServiceForm';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * A tablet back from a day without signal (issue 17): 200 queued writes of
 * three kinds and 10 photos come back online and land exactly once — the JSON
 * writes in batches of POST sync/push (SYNC.md O17), each ticket with its
 * photos alone as multipart (O10).
 */

test.use({ viewport: { width: 800, height: 1280 } });
// 200 saves typed through the forms and 10 photos take ~50 s on this 2-core machine, most of a minute: the test's own time, not a wait.
test.setTimeout(180_000);

/** The three admin lists written to: their route, their API path, and how many creates each gets. */
const KINDS = [
  { list: 'units', api: 'admin/units', count: 70 },
  { list: 'departments', api: 'admin/departments', count: 65 },
  { list: 'equipments', api: 'admin/mounting-equipments', count: 65 },
] as const;
const TICKETS = 1;
const PHOTOS_PER_TICKET = 10;

/**
 * Queues creates through the list's own form, in the page: type the name (as
 * React sees typing), submit, wait until the form has emptied (queued) — the
 * app's save path, without a Playwright round trip per keystroke.
 */
async function queueThroughForm(page: Page, list: string, names: string[]): Promise<void> {
  await page.goto(`/admin/${list}`);
  await page.locator('#main form input').first().waitFor();
  await page.evaluate(async (all) => {
    const input = document.querySelector<HTMLInputElement>('#main form input')!;
    const valueProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    for (const name of all) {
      valueProperty.set!.call(input, name);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 0));
      input.form!.requestSubmit();
      const deadline = performance.now() + 10_000;
      while (input.value !== '') {
        if (performance.now() > deadline) throw new Error(`"${name}" was not queued`);
        await new Promise((r) => setTimeout(r, 1));
      }
    }
  }, names);
}

async function namedOnServer(server: ServerApi, api: string, prefix: string): Promise<{ id: string; name: string }[]> {
  const { data } = await server.json<{ data: { id: string; name: string }[] }>('GET', api);
  return data.filter((row) => row.name.startsWith(prefix));
}

test('offline tablet: 200 queued writes of three kinds and 10 photos land exactly once when the network returns', async ({ page, context, server, signIn, shell }) => {
  const prefix = `b17${Date.now().toString(36)} `;
  const { data: articles } = await server.json<{ data: ServiceArticleOption[] }>('GET', 'servicing/articles');
  const form = new ServiceForm(page);

  await signIn('admin');
  // What goes up: each request's kind, and every key it carries.
  const sent: { path: string; keys: string[] }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname.replace('/api/v1/', '');
    const key = r.headers()['idempotency-key'];
    if (path === 'sync/push') sent.push({ path, keys: (r.postDataJSON() as { calls: { key: string }[] }).calls.map((c) => c.key) });
    else if (key) sent.push({ path, keys: [key] });
  });

  await form.openUnregistered();
  await waitForOfflineReady(page);
  await context.setOffline(true);

  const firstnames = Array.from({ length: TICKETS }, (_, t) => `Klient${prefix.trim()}${t}`);
  for (const [t, firstname] of firstnames.entries()) {
    await form.openUnregistered();
    await form.fill('Emri', firstname);
    await form.fill('Mbiemri', 'Pasinjal');
    await form.fill('Adresa', 'Rruga e Arberit 7');
    await form.fill('Qyteti', 'Peje');
    await form.fill('Telefoni', '+383 44 555 010');
    await form.choose('Artikujt', `${articles[t]!.name} (${articles[t]!.code})`);
    await form.fill('Problemi', 'Dritarja nuk mbyllet mire.');
    for (let p = 0; p < PHOTOS_PER_TICKET; p++) await form.addPhoto(`foto-${t}-${p}.png`, pngBytes(), 'image/png');
    await form.saveButton.click();
    await page.waitForURL('**/dashboard/service');
  }
  for (const kind of KINDS) {
    await queueThroughForm(
      page,
      kind.list,
      Array.from({ length: kind.count }, (_, i) => `${prefix}${kind.list} ${i}`),
    );
  }
  const writes = KINDS.reduce((sum, k) => sum + k.count, 0);
  expect(writes).toBe(200);
  await shell.expectPending(writes + TICKETS);

  await context.setOffline(false);
  await expect.poll(() => shell.pendingCount(), { timeout: 30_000, message: 'the outbox should drain' }).toBe(0);
  // Nothing left behind either as refused: the outbox is empty.
  expect(await outboxCount(page)).toBe(0);

  for (const kind of KINDS) {
    const rows = await namedOnServer(server, kind.api, prefix);
    expect(rows, kind.list).toHaveLength(kind.count);
    expect(new Set(rows.map((r) => r.name)).size, `${kind.list}: distinct names`).toBe(kind.count);
  }
  const { data: tickets } = await server.json<{ data: ServiceTicketRead[] }>('GET', 'servicing/non/client');
  for (const firstname of firstnames) {
    const landed = tickets.filter((t) => t.firstname === firstname);
    expect(landed, firstname).toHaveLength(1);
    expect(landed[0]!.servicingFiles, `${firstname}: photos`).toHaveLength(PHOTOS_PER_TICKET);
    expect((await server.auditsOf('serviceTickets', landed[0]!.id)).filter((a) => a.event === 'created')).toHaveLength(1);
  }

  // The JSON writes went in batches within the cap, the tickets alone; every entry's key went up.
  const pushes = sent.filter((s) => s.path === 'sync/push');
  expect(pushes.length).toBeGreaterThan(0);
  expect(pushes.every((p) => p.keys.length > 1 && p.keys.length <= PUSH_MAX_CALLS)).toBe(true);
  expect(new Set(sent.filter((s) => s.path === 'servicing').flatMap((s) => s.keys)).size).toBe(TICKETS);
  expect(new Set(sent.flatMap((s) => s.keys)).size).toBe(writes + TICKETS);
  test.info().annotations.push({ type: 'requests', description: `${sent.length} POSTs (${pushes.length} batches: ${pushes.map((p) => p.keys.length).join(', ')})` });

  // Leave the admin lists as they were for the specs that look at them.
  for (const kind of KINDS) {
    for (const row of await namedOnServer(server, kind.api, prefix)) await server.request('DELETE', `${kind.api}/${row.id}`);
  }
});
