import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { pdfBytes } from '../fixtures/files.js';
import { PRODUCTION_MSG as M } from '../../domain/production/messages.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { OutboxPage } from './pages/OutboxPage';
import { Shell } from './pages/Shell';
import { StatusBoard } from './pages/StatusBoard';
import { floorServer } from './support/floorServer';
import { newDeviceHolding } from './support/newDevice';
import { waitForOfflineReady } from './support/pwa';

/** A workshop tablet (landscape): the board's boxes must work at this size. */
const TABLET = { width: 1024, height: 768 };

let floor: Floor;
let product: FloorProduct;
let close: () => Promise<void>;
let floorApi: ReturnType<typeof floorServer>;

test.beforeEach(async ({ server }) => {
  floorApi = floorServer(server);
  close = floorApi.close;
  floor = await setUpFloor(floorApi);
  product = await floorProduct(floorApi, floor);
});
test.afterEach(async () => close());

/** A tablet of its own (its own IndexedDB and service worker), signed in as `username` on the floor's board. */
async function tablet(browser: Browser, baseURL: string, username: string): Promise<{ context: BrowserContext; page: Page; board: StatusBoard; shell: Shell }> {
  const context = await browser.newContext({ baseURL, viewport: TABLET, locale: 'sq-AL', serviceWorkers: 'allow' });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await page.waitForURL((url) => url.pathname !== '/login');
  const shell = new Shell(page);
  await shell.waitForFirstSync();
  const board = new StatusBoard(page);
  await board.goto(floor.departmentName);
  return { context, page, board, shell };
}

const [first, second] = [0, 1] as const;

test.describe('the status board at the kiosks', () => {
  test('a worker cannot start out of order; finishing a process unlocks the next at another kiosk without a reload', async ({ browser, baseURL }) => {
    const a = await tablet(browser, baseURL!, floor.usernames.worker);
    const b = await tablet(browser, baseURL!, floor.usernames.worker2);
    try {
      const [cut, edge] = [floor.processNames[first], floor.processNames[second]];
      await b.board.change(product.productId, edge, 'Ne proces');
      await b.board.expectRefusal(M.previousProcess);
      await b.page.keyboard.press('Escape');

      await a.board.change(product.productId, cut, 'Ne proces');
      await a.board.expectClosed();
      await a.board.expectStatus(product.productId, cut, 4);
      await a.board.change(product.productId, cut, 'Perfunduar');
      await a.board.expectStatus(product.productId, cut, 1);
      // The other kiosk hears of it (the poke) and shows it without a reload.
      await b.board.expectStatus(product.productId, cut, 1);
      await b.board.change(product.productId, edge, 'Ne proces');
      await b.board.expectClosed();
      await b.shell.expectPending(0);
      await a.board.expectStatus(product.productId, edge, 4);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  test('a start made offline is pending, survives a reload and reaches the server exactly once', async ({ browser, baseURL, server }) => {
    const a = await tablet(browser, baseURL!, floor.usernames.worker);
    try {
      const cut = floor.processNames[first];
      await waitForOfflineReady(a.page);
      await a.context.setOffline(true);
      await a.board.change(product.productId, cut, 'Ne proces');
      await a.board.expectStatus(product.productId, cut, 4);
      await a.shell.expectPending(1);
      await a.page.reload();
      await a.shell.expectReady();
      await a.board.expectStatus(product.productId, cut, 4);
      await a.shell.expectPending(1);

      await a.context.setOffline(false);
      await a.shell.expectPending(0);
      const stored = await floorApi.connection.db.selectFrom('processStatuses').select(['statusId', 'userId']).where('id', '=', product.statusIds[first]).executeTakeFirstOrThrow();
      expect(stored).toEqual({ statusId: 4, userId: floor.users[floor.usernames.worker] });
      const updates = (await server.auditsOf('processStatuses', product.statusIds[first])).filter((r) => r.event === 'updated');
      expect(updates).toHaveLength(1);
    } finally {
      await a.context.close();
    }
  });

  test("a start refused because someone else took the process meanwhile: the box returns to the server's state and the pending change says why", async ({ browser, baseURL }) => {
    const a = await tablet(browser, baseURL!, floor.usernames.worker);
    try {
      const cut = floor.processNames[first];
      await waitForOfflineReady(a.page);
      await a.context.setOffline(true);
      await a.board.change(product.productId, cut, 'Ne proces');
      await a.shell.expectPending(1);
      // Meanwhile the second worker takes it at another station.
      const taken = await floorApi.request('POST', 'responsibilities/clients/statuses', {
        token: floor.tokens.worker2,
        body: { productId: product.productId, responsibilityId: floor.processes[first], responsibilityStatusId: 4 },
      });
      expect(taken.status).toBe(200);

      await a.context.setOffline(false);
      await expect(a.board.box(product.productId, cut)).toHaveAccessibleName(new RegExp(`Test ${floor.usernames.worker2}`));
      const outbox = new OutboxPage(a.page);
      await outbox.goto();
      const entry = outbox.entries.first();
      await expect(outbox.state(entry, 'rejected')).toBeVisible();
      await expect(entry).toContainText(M.takenByOther);
      await expect(entry.getByRole('button', { name: 'Provo perseri' })).toBeVisible();
      await expect(outbox.editButton(entry)).toBeVisible();
      await expect(entry.getByRole('button', { name: 'Hidhe poshte' })).toBeVisible();
    } finally {
      await a.context.close();
    }
  });

  test("the board's blueprints come to the tablet by themselves and open without signal", async ({ browser, baseURL, server }) => {
    const form = new FormData();
    form.append('projectId', product.projectId);
    form.append('productId', product.productId);
    form.append('blueprint', new Blob([new Uint8Array(pdfBytes('skica e kuzhines'))], { type: 'application/pdf' }), 'Skica e kuzhines.pdf');
    const uploaded = await fetch(server.url('project-blueprint'), { method: 'POST', headers: { authorization: `Bearer ${floor.tokens.admin}`, 'idempotency-key': randomUUID() }, body: form });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { fileId: string }[] };
    const fileId = data[0]!.fileId;

    const a = await tablet(browser, baseURL!, floor.usernames.worker);
    try {
      // Nobody opens it: the board's prefetch puts it in the file cache.
      await expect
        .poll(() => a.page.evaluate(async (path) => Boolean(await (await caches.open('zanati-files')).match(new URL(path, location.origin).href)), `/api/v1/files/${fileId}`), { timeout: 15_000 })
        .toBe(true);
      await a.context.setOffline(true);
      const opened = a.page.waitForEvent('popup');
      await a.page.locator(`li[data-product="${product.productId}"]`).getByRole('button', { name: /Skica e kuzhines/ }).click();
      const tab = await opened;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
    } finally {
      await a.context.close();
    }
  });

  test('a pause for another reason without its text is refused in the form and by the API', async ({ browser, baseURL }) => {
    const a = await tablet(browser, baseURL!, floor.usernames.worker);
    try {
      const cut = floor.processNames[first];
      await a.board.change(product.productId, cut, 'Ne proces');
      await a.board.expectClosed();
      await a.board.change(product.productId, cut, 'Arsye tjeter');
      await a.board.expectRefusal(M.describeReason);
      await a.page.keyboard.press('Escape');
      await a.board.expectStatus(product.productId, cut, 4);
      const api = await floorApi.request('POST', 'responsibilities/clients/statuses', {
        token: floor.tokens.worker,
        body: { productId: product.productId, responsibilityId: floor.processes[first], responsibilityStatusId: 8 },
      });
      expect(api.status).toBe(422);
      expect((api.body as { message: string }).message).toBe(M.describeReason);
    } finally {
      await a.context.close();
    }
  });

  test("a new tablet shows the server's board at once while its first sync brings the statuses, and the boxes open once they are in", async ({ browser, baseURL }) => {
    // The snapshot's process statuses are held back: the device's mirror cannot draw the board yet.
    const { context, page, release } = await newDeviceHolding(browser, baseURL!, TABLET, 'processStatuses', floor.usernames.worker);
    try {
      const board = new StatusBoard(page);
      await board.goto(floor.departmentName);
      const notice = page.getByRole('status').filter({ hasText: 'Bordi shfaqet nga serveri' });
      await expect(notice).toBeVisible();
      const box = board.box(product.productId, floor.processNames[first]);
      await expect(box).toBeVisible();
      // A box tapped now opens nothing: the notice says why.
      await box.click();
      await expect(board.modal).toHaveCount(0);
      await expect(notice).toBeVisible();

      release();
      await expect(notice).toHaveCount(0, { timeout: 30_000 });
      await box.click();
      await expect(board.choices).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
