import type { Page } from '@playwright/test';
import { newId } from '../../domain/ids.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { setUpFloor } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { Kiosk } from './pages/Kiosk';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { StatusBoard } from './pages/StatusBoard';
import { floorServer } from './support/floorServer';
import { mirrorRow, outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';

/**
 * A client's agreement moves through the office's lists by itself
 * (domain/journey/workStatus.ts): waiting (1) once signed, in production (2)
 * when a worker starts a process at an offline kiosk — the kiosk holds the
 * moved status before it syncs, and the office sees it once it has — in the
 * warehouse (3) when production completes it, completed (4) when the client
 * picks it up. The office reads each move on /dashboard/agreements/{status}.
 */
const TABLET = { width: 1024, height: 768 };
const PIN = '5830';

/** The agreement's row on the office's list of one status, as the table shows it. */
const rowOn = async (page: Page, status: number, clientName: string) => {
  await page.goto(`/dashboard/agreements/${status}`);
  return page.getByRole('row').filter({ hasText: clientName });
};

test("an agreement's list follows its work: 1 → 2 (started offline at the kiosk) → 3 → 4", async ({ page, browser, baseURL, server, signIn, shell }) => {
  test.setTimeout(180_000);
  const api = floorServer(server);
  const kioskContext = await browser.newContext({ baseURL: baseURL!, viewport: TABLET, locale: 'sq-AL', serviceWorkers: 'allow' });
  try {
    const floor = await setUpFloor(api);
    const worker = { id: floor.users[floor.usernames.worker]!, name: `Test ${floor.usernames.worker}` };
    expect((await api.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: worker.id, pin: PIN } })).status).toBe(200);

    // A client with a project and an offer of one line made on this floor (its chain R1 → R2 → R3).
    const tag = Date.now().toString(36).slice(-6);
    const ids = { clientId: newId(), projectId: newId(), offerId: newId(), productId: newId(), agreementId: newId() };
    const clientName = `Statusi${tag} Rrjedha`;
    const statusIds = [newId(), newId(), newId()];
    await writeDirect(api.connection, { companyId: floor.companyId, userId: null }, async (w) => {
      await w.insert('clients', { id: ids.clientId, firstnameAndLastname: `Statusi${tag}`, lastName: 'Rrjedha', moduleId: 3 });
      await w.insert('projects', { id: ids.projectId, clientId: ids.clientId, projectName: `Dollap ${tag}` });
      await w.insert('offers', { id: ids.offerId, number: 800000 + Math.floor(Math.random() * 90000), clientId: ids.clientId, projectId: ids.projectId, offerStatusId: 3, total: 500, discountTotal: 500 });
      await w.insert('products', { id: ids.productId, offerId: ids.offerId, clientId: ids.clientId, projectId: ids.projectId, type: `Dollap ${tag}`, quantity: 1, totalPrice: 500, forProduction: 1 });
      for (const [i, id] of statusIds.entries()) await w.insert('processStatuses', { id, productId: ids.productId, responsibilityId: floor.processes[i]!, position: i + 1, statusId: 2 });
    });
    const today = new Date().toISOString().slice(0, 10);
    const agreed = await api.request('POST', 'agreements', {
      token: floor.tokens.admin,
      body: { id: ids.agreementId, clientId: ids.clientId, offerId: ids.offerId, projectId: ids.projectId, prepaid: 100, start: today, end: null },
    });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(201);

    await signIn('admin');
    await shell.waitForFirstSync();
    await expect(await rowOn(page, 1, clientName)).toHaveCount(1);

    // The floor's tablet, enrolled as a kiosk; the worker switches in, and the network goes.
    const tablet = await kioskContext.newPage();
    const login = new LoginPage(tablet);
    await login.goto();
    await login.signIn('admin');
    await tablet.waitForURL((url) => url.pathname !== '/login');
    await new Shell(tablet).waitForFirstSync();
    const kiosk = new Kiosk(tablet);
    await kiosk.enrol(`Kioska ${tag}`, floor.departmentName);
    await kiosk.switchIn(worker.name, PIN);
    const tabletShell = new Shell(tablet);
    await tabletShell.waitForFirstSync();
    await waitForOfflineReady(tablet);
    await kioskContext.setOffline(true);

    const board = new StatusBoard(tablet);
    await board.change(ids.productId, floor.processNames[0], 'Ne proces');
    await board.expectStatus(ids.productId, floor.processNames[0], 4);
    // The kiosk derives the line's status itself, before anything syncs.
    await expect.poll(async () => (await mirrorRow<{ productStatusId: number }>(tablet, 'products', ids.productId))?.productStatusId).toBe(2);
    expect(await outboxCount(tablet)).toBe(1);
    await tablet.reload();
    await expect.poll(async () => (await mirrorRow<{ productStatusId: number }>(tablet, 'products', ids.productId))?.productStatusId).toBe(2);
    // The office still sees it waiting: nothing has reached the server.
    await expect(await rowOn(page, 1, clientName)).toHaveCount(1);

    await kioskContext.setOffline(false);
    await expect.poll(() => outboxCount(tablet), { timeout: 30_000 }).toBe(0);
    await expect(async () => expect(await rowOn(page, 2, clientName)).toHaveCount(1, { timeout: 2_000 })).toPass({ timeout: 30_000 });
    await expect(await rowOn(page, 1, clientName)).toHaveCount(0);

    // Production completes the line (the admin, in admin mode, through the API): in the warehouse.
    for (const responsibilityId of floor.processes) {
      const res = await api.request('POST', 'responsibilities/clients/statuses', { token: floor.tokens.admin, body: { productId: ids.productId, responsibilityId, responsibilityStatusId: 1, adminMode: true } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await expect(async () => expect(await rowOn(page, 3, clientName)).toHaveCount(1, { timeout: 2_000 })).toPass({ timeout: 30_000 });

    // The client picks it up at the warehouse: a record without transport and without installation.
    const deposit = await api.request('POST', 'warehouse-records', {
      token: floor.tokens.admin,
      body: { id: newId(), clientId: ids.clientId, projectId: ids.projectId, productIds: [ids.productId], quantity: [1], withoutTransport: 1, withoutInstallation: 1 },
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    await expect(async () => expect(await rowOn(page, 4, clientName)).toHaveCount(1, { timeout: 2_000 })).toPass({ timeout: 30_000 });
    await expect(await rowOn(page, 3, clientName)).toHaveCount(0);
  } finally {
    await kioskContext.close();
    await api.close();
  }
});
