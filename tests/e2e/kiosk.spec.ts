import type { BrowserContext, Page } from '@playwright/test';
import { PIN_MAX_TRIES } from '../../domain/kiosk/lockout.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { CONTACT_LINK_MS } from '../../domain/kiosk/turns.js';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { Kiosk } from './pages/Kiosk';
import { LoginPage } from './pages/LoginPage';
import { OutboxPage } from './pages/OutboxPage';
import { Shell } from './pages/Shell';
import { StatusBoard } from './pages/StatusBoard';
import { floorServer } from './support/floorServer';
import { waitForOfflineReady } from './support/pwa';

/** The shop floor's shared tablet (landscape). */
const TABLET = { width: 1024, height: 768 };
const PINS = ['4821', '907315', '13572468'] as const;

/**
 * Both sides as if the network had been cut `ms` ago: the kiosk's time it last
 * heard the server, and the server's end of its contact with the kiosk, moved
 * back — instead of waiting out CONTACT_LINK_MS in the test.
 */
async function asIfCutFor(page: Page, api: ReturnType<typeof floorServer>, ms: number): Promise<void> {
  const kioskId = await page.evaluate(() => (JSON.parse(localStorage.getItem('zanati.kiosk')!) as { id: string }).id);
  const before = Date.now() - ms;
  await page.evaluate((at) => localStorage.setItem('zanati.kiosk.heardAt', String(at)), before);
  const at = new Date(before).toISOString();
  const row = await api.connection.db.selectFrom('kiosks').select('contactSince').where('id', '=', kioskId).executeTakeFirstOrThrow();
  await api.connection.db
    .updateTable('kiosks')
    .set({ lastSeenAt: at, contactSince: row.contactSince !== null && row.contactSince < at ? row.contactSince : at })
    .where('id', '=', kioskId)
    .execute();
}

/** The admin signs in on the tablet, waits for its first pull and makes it a kiosk for the department. */
async function enrolledTablet(context: BrowserContext, name: string, departmentName: string) {
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await new Shell(page).waitForFirstSync();
  const kiosk = new Kiosk(page);
  await kiosk.enrol(name, departmentName);
  return { page, kiosk, login };
}

test('a kiosk: three workers switch in by name and PIN, work online and offline, and every write lands once as its own worker', async ({ browser, baseURL, server }) => {
  test.setTimeout(180_000);
  const api = floorServer(server);
  const context = await browser.newContext({ baseURL: baseURL!, viewport: TABLET, locale: 'sq-AL', serviceWorkers: 'allow' });
  try {
    const floor: Floor = await setUpFloor(api);
    // A third worker of the floor's department, holding its processes.
    const third = `punetori3${Date.now().toString(36)}`;
    const created = await api.request('POST', 'admin/users', {
      token: floor.tokens.admin,
      body: { firstname: 'Test', lastname: third, email: `${third}@example.com`, username: third, password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD, permissionsId: [7], responsibilityId: floor.processes, departmentId: [floor.departmentId], isAdmin: [0] },
    });
    expect(created.status).toBe(201);
    const workers = [
      { username: floor.usernames.worker, id: floor.users[floor.usernames.worker]! },
      { username: floor.usernames.worker2, id: floor.users[floor.usernames.worker2]! },
      { username: third, id: (created.body as { data: { id: string } }).data.id },
    ].map((w, i) => ({ ...w, name: `Test ${w.username}`, pin: PINS[i]! }));
    for (const w of workers) {
      expect((await api.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: w.id, pin: w.pin } })).status).toBe(200);
    }
    const products: FloorProduct[] = [];
    while (products.length < workers.length) products.push(await floorProduct(api, floor));
    const [cut, edge] = floor.processNames;

    const { page, kiosk } = await enrolledTablet(context, 'Kioska e prerjes', floor.departmentName);
    const board = new StatusBoard(page);
    const shell = new Shell(page);

    // Online: each worker starts and completes the first process of their own product.
    for (const [i, w] of workers.entries()) {
      await kiosk.switchIn(w.name, w.pin);
      if (i === 0) await shell.waitForFirstSync();
      // A kiosk keeps to its board: no way to the office's production screens.
      if (i === 0) await expect(page.getByRole('navigation', { name: 'Faqet e prodhimit' })).toHaveCount(0);
      await board.change(products[i]!.productId, cut, 'Ne proces');
      await board.expectStatus(products[i]!.productId, cut, 4);
      await board.change(products[i]!.productId, cut, 'Perfunduar');
      await board.expectStatus(products[i]!.productId, cut, 1);
      await kiosk.done();
    }
    await expect.poll(async () => (await api.connection.db.selectFrom('processStatuses').select('statusId').where('id', 'in', products.map((p) => p.statusIds[0])).execute()).map((r) => r.statusId)).toEqual([1, 1, 1]);

    // The network is cut: two more switches, each worker starting the next process of their product.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    // Just cut, the kiosk opens no turn of its own: the server would still count it in contact and refuse it.
    await kiosk.typePin(workers[0]!.name, workers[0]!.pin);
    await kiosk.expectRefusal(KIOSK_MSG.waitForServer);
    await page.keyboard.press('Escape');
    await asIfCutFor(page, api, CONTACT_LINK_MS + 5_000);
    for (const i of [0, 1]) {
      await kiosk.switchIn(workers[i]!.name, workers[i]!.pin);
      await board.change(products[i]!.productId, edge, 'Ne proces');
      await board.expectStatus(products[i]!.productId, edge, 4);
      await kiosk.done();
    }
    await page.reload();
    await expect(kiosk.worker(workers[2]!.name)).toBeVisible();
    const outbox = new OutboxPage(page);
    await page.getByRole('link', { name: 'Ndryshimet ne pritje te kesaj kioske' }).click();
    await expect(outbox.entries).toHaveCount(2);
    await expect(outbox.entries.getByTestId('entry-worker')).toHaveText([`nga ${workers[0]!.name}`, `nga ${workers[1]!.name}`]);

    await context.setOffline(false);
    await expect(outbox.emptyMessage).toBeVisible({ timeout: 30_000 });
    for (const i of [0, 1]) {
      const stored = await api.connection.db.selectFrom('processStatuses').select(['statusId', 'userId']).where('id', '=', products[i]!.statusIds[1]).executeTakeFirstOrThrow();
      expect(stored).toEqual({ statusId: 4, userId: workers[i]!.id });
    }
    // Every write once, as its own worker, at this kiosk; the offline ones in turns the kiosk checked itself.
    const audit = await api.connection.db
      .selectFrom('auditLog as a')
      .innerJoin('kioskSwitches as k', 'k.id', 'a.kioskSwitchId')
      .select(['a.auditableId', 'a.userId', 'k.checkedBy', 'k.userId as turnUser'])
      .where('a.auditableType', '=', 'processStatuses')
      .where('a.auditableId', 'in', products.flatMap((p) => [p.statusIds[0], p.statusIds[1]]))
      .where('a.event', '=', 'updated')
      .execute();
    for (const [i, w] of workers.entries()) {
      const first = audit.filter((a) => a.auditableId === products[i]!.statusIds[0]);
      expect(first.map((a) => [a.userId, a.checkedBy])).toEqual([
        [w.id, 'server'],
        [w.id, 'server'],
      ]);
      const second = audit.filter((a) => a.auditableId === products[i]!.statusIds[1]);
      expect(second.map((a) => [a.userId, a.turnUser, a.checkedBy])).toEqual(i < 2 ? [[w.id, w.id, 'device']] : []);
    }

    // A wrong PIN five times locks the worker out.
    await page.goto('/kiosk');
    const third3 = workers[2]!;
    for (let n = 1; n <= PIN_MAX_TRIES; n += 1) {
      await kiosk.typePin(third3.name, '0000');
      await kiosk.expectRefusal(n < PIN_MAX_TRIES ? KIOSK_MSG.wrongPin : new RegExp(KIOSK_MSG.pinLocked));
      await page.keyboard.press('Escape');
    }
    await kiosk.typePin(third3.name, third3.pin);
    await kiosk.expectRefusal(/Provoni perseri pas 15 minutash/);
  } finally {
    await context.close();
    await api.close();
  }
});

test("an idle kiosk hands back; a revoked kiosk signs out at its next contact, and what its workers queued stays for an admin to see", async ({ browser, baseURL, server }) => {
  const api = floorServer(server);
  const context = await browser.newContext({ baseURL: baseURL!, viewport: TABLET, locale: 'sq-AL', serviceWorkers: 'allow' });
  try {
    const floor = await setUpFloor(api);
    const product = await floorProduct(api, floor);
    const worker = { id: floor.users[floor.usernames.worker]!, name: `Test ${floor.usernames.worker}`, pin: PINS[0] };
    expect((await api.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: worker.id, pin: worker.pin } })).status).toBe(200);
    const name = `Kioska ${Date.now().toString(36)}`;
    const { page, kiosk, login } = await enrolledTablet(context, name, floor.departmentName);
    // The idle hand-back, with the kiosk's idle time shortened on the device to three seconds.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('zanati.kiosk')!) as Record<string, unknown>;
      localStorage.setItem('zanati.kiosk', JSON.stringify({ ...stored, idleMinutes: 0.05 }));
    });
    await page.reload();
    await kiosk.switchIn(worker.name, worker.pin);
    await page.waitForURL('**/kiosk', { timeout: 15_000 });
    await expect(kiosk.actor).toHaveCount(0);
    // The worker session the server opened for the turn ends with it.
    const turns = () => api.connection.db.selectFrom('kioskSwitches').select('endedAt').where('userId', '=', worker.id).where('checkedBy', '=', 'server').execute();
    await expect.poll(async () => (await turns()).map((t) => t.endedAt !== null)).toEqual([true]);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('zanati.kiosk')!) as Record<string, unknown>;
      localStorage.setItem('zanati.kiosk', JSON.stringify({ ...stored, idleMinutes: 2 }));
    });
    await page.reload();
    await kiosk.switchIn(worker.name, worker.pin);
    await new Shell(page).waitForFirstSync();
    await waitForOfflineReady(page);
    await context.setOffline(true);
    const board = new StatusBoard(page);
    await board.change(product.productId, floor.processNames[0], 'Ne proces');
    await board.expectStatus(product.productId, floor.processNames[0], 4);
    await kiosk.done();

    const kiosks = (await api.request('GET', 'kiosks', { token: floor.tokens.admin })).body as { data: { id: string; name: string }[] };
    const id = kiosks.data.find((k) => k.name === name)!.id;
    expect((await api.request('POST', `kiosks/${id}/revoke`, { token: floor.tokens.admin })).status).toBe(200);
    await context.setOffline(false);
    await page.waitForURL('**/login**', { timeout: 30_000 });
    // Nothing reached the server, nothing was dropped.
    const stored = await api.connection.db.selectFrom('processStatuses').select('statusId').where('id', '=', product.statusIds[0]).executeTakeFirstOrThrow();
    expect(stored.statusId).toBe(2);
    await login.signIn('admin');
    await page.waitForURL((url) => url.pathname !== '/login');
    const outbox = new OutboxPage(page);
    await outbox.goto();
    const held = page.getByTestId('ended-kiosk-entries').locator('li');
    await expect(held).toHaveCount(1);
    await expect(held).toContainText(`nga ${worker.name}`);
  } finally {
    await context.close();
    await api.close();
  }
});
