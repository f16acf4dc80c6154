import { addDays } from '../../domain/days.js';
import { PRODUCTION_MSG as M } from '../../domain/production/messages.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ProductionCalendar } from './pages/ProductionCalendar';
import { Shell } from './pages/Shell';
import { floorServer } from './support/floorServer';
import { waitForOfflineReady } from './support/pwa';

const month = (day: string, add: number) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + add);
  return d.toISOString().slice(0, 7);
};

let floor: Floor;
let product: FloorProduct;
let clientName: string;
let api: ReturnType<typeof floorServer>;
const today = new Date().toISOString().slice(0, 10);
// Planned from the day after tomorrow for three days: a week later and two days ago both lie in the months shown.
const planned = { start: addDays(today, 2), end: addDays(today, 4) };

test.beforeEach(async ({ server }) => {
  api = floorServer(server);
  floor = await setUpFloor(api);
  product = await floorProduct(api, floor);
  const set = await api.request('POST', `products/${product.productId}/dates`, { token: floor.tokens.admin, body: { ...planned, calendarComment: 'Plani' } });
  expect(set.status).toBe(200);
  const client = await api.connection.db.selectFrom('clients').select(['firstnameAndLastname', 'lastName']).where('id', '=', product.clientId).executeTakeFirstOrThrow();
  clientName = `${client.firstnameAndLastname} ${client.lastName}`.trim();
});
test.afterEach(async () => api.close());

async function signIn(page: Page, username: string): Promise<Shell> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await page.waitForURL((url) => url.pathname !== '/login');
  const shell = new Shell(page);
  await shell.waitForFirstSync();
  return shell;
}

const product$ = () => api.connection.db.selectFrom('products').select(['start', 'end', 'active', 'doneStatus']).where('id', '=', product.productId).executeTakeFirstOrThrow();
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

test.describe('the production calendar', () => {
  test('a product dragged to the next week is moved once on the server; dragged into the past it is refused and snaps back', async ({ page, server }) => {
    const shell = await signIn(page, 'admin');
    const calendar = new ProductionCalendar(page);
    await calendar.goto(floor.departmentName, month(today, -1), month(today, 1));
    await calendar.expectStartsOn(clientName, planned.start);

    const nextWeek = addDays(planned.start, 7);
    await calendar.drag(clientName, planned.start, nextWeek);
    await calendar.expectStartsOn(clientName, nextWeek);
    await shell.expectPending(0);
    const stored = async () => (await server.json<{ data: { start: string; end: string }[] }>('GET', `products/calendar?departmentId=${floor.departmentId}&start=${today}&end=${addDays(today, 60)}`)).data[0];
    // The badge can read 0 before the drag's write is queued at all: the server is asked until it has the move.
    await expect.poll(stored).toMatchObject({ start: nextWeek, end: addDays(planned.end, 7) });
    const moves = (await server.auditsOf('products', product.productId)).filter((r) => r.event === 'updated');
    expect(moves).toHaveLength(2); // the fixture's dates, then the drag: once

    await calendar.drag(clientName, nextWeek, addDays(today, -2));
    await expect(calendar.toasts).toContainText(M.notInPast);
    await calendar.expectStartsOn(clientName, nextWeek);
    await shell.expectPending(0);
    await expect.poll(stored).toMatchObject({ start: nextWeek });
  });
});

test.describe('the production calendar without signal', () => {
  test('loads, survives a reload and takes a drag offline; the move lands once when the network returns', async ({ page, context, server }) => {
    const shell = await signIn(page, 'admin');
    const calendar = new ProductionCalendar(page);
    await calendar.goto(floor.departmentName, month(today, -1), month(today, 1));
    await calendar.expectStartsOn(clientName, planned.start);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await calendar.expectStartsOn(clientName, planned.start);

    const later = addDays(planned.start, 7);
    await calendar.drag(clientName, planned.start, later);
    await calendar.expectStartsOn(clientName, later);
    await shell.expectPending(1);
    await page.reload();
    await calendar.expectStartsOn(clientName, later);
    await shell.expectPending(1);

    await context.setOffline(false);
    await shell.expectPending(0);
    await expect.poll(product$).toMatchObject({ start: later, end: addDays(planned.end, 7) });
    expect((await server.auditsOf('products', product.productId)).filter((r) => r.event === 'updated')).toHaveLength(2);
  });
});

test.describe('the production table', () => {
  test('lists the client in production for full privileges; Edit opens their board; others are sent to the board', async ({ page }) => {
    const shell = await signIn(page, 'admin');
    await page.goto('/dashboard/production');
    const main = page.locator('main#main');
    await main.getByRole('combobox', { name: 'Reparti' }).fill(floor.departmentName);
    await page.getByRole('option', { name: floor.departmentName, exact: true }).click();
    const row = main.locator('tbody tr').filter({ hasText: clientName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ddmmyyyy(planned.start));
    await row.getByRole('button', { name: `Edito: ${clientName}` }).click();
    await page.waitForURL(`**/dashboard/production/create/${product.clientId}`);
    await page.getByRole('tab', { name: floor.departmentName }).click();
    await expect(page.locator(`li[data-product="${product.productId}"]`)).toHaveCount(1);

    await shell.logout();
    await signIn(page, floor.usernames.worker);
    await page.goto('/dashboard/production');
    await page.waitForURL('**/dashboard/production/create');
  });
});

test.describe('archived and passive work', () => {
  test('an archived process goes back to production only with a comment', async ({ page }) => {
    for (const step of [0, 1, 2] as const) {
      const done = await api.request('POST', 'responsibilities/clients/statuses', { token: floor.tokens.admin, body: { productId: product.productId, responsibilityId: floor.processes[step], responsibilityStatusId: 1, adminMode: true } });
      expect(done.status).toBe(200);
    }
    expect(await product$()).toMatchObject({ doneStatus: 1 });
    const shell = await signIn(page, 'admin');
    // Done, it is on the production archive's board, not on the board.
    await page.goto(`/dashboard/production/production-archive/${product.clientId}`);
    await page.getByRole('tab', { name: floor.departmentName }).click();
    await expect(page.locator(`li[data-product="${product.productId}"]`)).toHaveCount(1);
    await page.goto(`/dashboard/production/create/${product.clientId}`);
    await page.getByRole('tab', { name: floor.departmentName }).click();
    await expect(page.getByText('Nuk ka produkte ne kete repart.')).toBeVisible();
    await page.goto('/dashboard/production/archived-responsibilities');
    await expect(page.getByRole('navigation', { name: 'Faqet e prodhimit' })).toBeVisible();
    const main = page.locator('main#main');
    await main.getByRole('combobox', { name: 'Reparti' }).fill(floor.departmentName);
    await page.getByRole('option', { name: floor.departmentName, exact: true }).click();
    const row = main.locator('tbody tr').filter({ hasText: floor.processNames[2] });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Kthe ne prodhim' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Kthe ne prodhim' }).click();
    await expect(modal).toContainText(M.commentRequired);
    await modal.getByLabel('Komenti i administratorit').fill('Montimi perseritet');
    await modal.getByRole('button', { name: 'Kthe ne prodhim' }).click();
    await expect(modal).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await shell.expectPending(0);
    const status = () => api.connection.db.selectFrom('processStatuses').select(['statusId', 'adminWarning']).where('id', '=', product.statusIds[2]).executeTakeFirstOrThrow();
    await expect.poll(status).toEqual({ statusId: 3, adminWarning: 'Montimi perseritet' });
    expect(await product$()).toMatchObject({ doneStatus: 0 });
  });

  test('a product made passive on the board comes back with the dates given', async ({ page }) => {
    const shell = await signIn(page, 'admin');
    await page.goto('/dashboard/production/create');
    await page.getByRole('tab', { name: floor.departmentName }).click();
    const rowOf = page.locator(`li[data-product="${product.productId}"]`);
    await rowOf.locator('button').first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Beje pasiv' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Beje pasiv' }).click();
    await expect(rowOf).toHaveCount(0);
    await shell.expectPending(0);
    // The badge may read 0 in the moment between the queued write and its count: the server is asked until it has it.
    await expect.poll(async () => (await product$()).active).toBe(0);

    await page.goto('/dashboard/production/passive-products');
    const main = page.locator('main#main');
    await main.getByRole('combobox', { name: 'Reparti' }).fill(floor.departmentName);
    await page.getByRole('option', { name: floor.departmentName, exact: true }).click();
    const row = main.locator('tbody tr').filter({ hasText: clientName });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Kthe ne aktiv' }).click();
    const modal = page.getByRole('dialog');
    const dates = { start: addDays(today, 10), end: addDays(today, 14) };
    await modal.getByLabel('Fillimi').fill(ddmmyyyy(dates.start));
    await modal.getByLabel('Mbarimi').fill('');
    await modal.getByRole('button', { name: 'Kthe ne aktiv' }).click();
    await expect(modal).toContainText(M.fillBothDates);
    await modal.getByLabel('Mbarimi').fill(ddmmyyyy(dates.end));
    await modal.getByRole('button', { name: 'Kthe ne aktiv' }).click();
    await expect(modal).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await shell.expectPending(0);
    await expect.poll(product$).toMatchObject({ active: 1, ...dates });
  });
});
