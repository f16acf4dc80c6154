import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { PRODUCTION_MSG } from '../../domain/production/messages.js';
import { WAREHOUSE_MSG } from '../../domain/warehouse/messages.js';
import type { WarehouseProject } from '../../domain/warehouse/reads.js';
import { companyUsers } from '../fixtures/directWrite.js';
import { pdfBytes } from '../fixtures/files.js';
import { depositForm, depositProject, type DepositProject } from '../fixtures/warehouse.js';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { WarehouseDeposit } from './pages/WarehouseDeposit';
import { floorServer } from './support/floorServer';
import { waitForOfflineReady } from './support/pwa';
import { ServerApi } from './support/serverApi';

/** A warehouse keeper's phone. */
const PHONE = { width: 390, height: 844 };

// One phone signed in once for the whole file (its mirror, its service worker); each test deposits on a project of its own.
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let shell: Shell;
let deposit: WarehouseDeposit;
let api: ServerApi;
let floorApi: ReturnType<typeof floorServer>;

/** A new client and project with two completed products and one in production (quantity 5 each), synced to the phone. */
async function freshProject(): Promise<DepositProject> {
  const db = floorApi.connection.db;
  const { companyId, users } = await companyUsers(floorApi.connection, 'demo');
  const [article, unit, process] = await Promise.all([
    db.selectFrom('articles').select('id').where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow(),
    db.selectFrom('units').select('id').where('companyId', '=', companyId).orderBy('id').executeTakeFirstOrThrow(),
    db.selectFrom('responsibilities').select('id').where('companyId', '=', companyId).where('departmentId', 'is not', null).orderBy('id').executeTakeFirstOrThrow(),
  ]);
  return depositProject(floorApi, { companyId, adminId: users.admin!, articleId: article.id, unitId: unit.id, responsibilityId: process.id });
}

const cardOnServer = async (p: DepositProject) => (await api.json<{ data: WarehouseProject }>('GET', `warehouse-records/${p.projectId}/project`)).data;

test.beforeAll(async ({ browser }) => {
  const baseURL = process.env.PLAYWRIGHT_TEST_BASE_URL!;
  api = new ServerApi(baseURL);
  floorApi = floorServer(api);
  context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'sq-AL', serviceWorkers: 'allow' });
  page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  shell = new Shell(page);
  await shell.waitForFirstSync();
  deposit = new WarehouseDeposit(page);
});

test.afterAll(async () => {
  await context?.close();
  await floorApi?.close();
});

test.describe('warehouse deposits on a phone', () => {
  test('a deposit of a completed product is saved, printed as a PDF, edited and deleted', async () => {
    const p = await freshProject();
    await deposit.goto(p.clientId, p.projectId);
    const id = p.projectId;
    await expect(deposit.label(id)).toHaveValue(`${p.projectName} #1`);
    await deposit.quantity(id, p.done[0]).fill('2');
    await deposit.form(id).getByLabel('Komenti').fill('Ne raftin A');
    await deposit.save(id);
    await deposit.expectToast(MSG.recordCreated);
    const label = `${p.projectName} #1`;
    await expect(deposit.record(id, label)).toBeVisible();
    // The form is fresh again, labelled for the next record.
    await expect(deposit.label(id)).toHaveValue(`${p.projectName} #2`);
    await shell.expectPending(0);
    const saved = await cardOnServer(p);
    expect(saved.warehouseRecords).toHaveLength(1);
    expect(saved.warehouseRecords[0]).toMatchObject({ label, comment: 'Ne raftin A', productWarehouseRecord: [{ productId: p.done[0], quantityForTransport: 2 }] });

    // The slip on paper: while it prints, the A4 sheet is alone on the page (the browser's dialog is stood in for).
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => {
      window.print = () => {
        const sheet = document.querySelector('.print-sheet');
        const root = document.getElementById('root');
        document.body.dataset.printed = JSON.stringify({ text: sheet?.textContent ?? '', sheet: sheet ? getComputedStyle(sheet).display : 'none', app: root ? getComputedStyle(root).display : '' });
      };
    });
    await deposit.record(id, label).getByRole('button', { name: /^Printo/ }).click();
    // Printing first reads the company's header from the mirror, so the print call comes a moment after the click.
    await expect(page.locator('body')).toHaveAttribute('data-printed', /sheet/);
    const printed = JSON.parse((await page.locator('body').getAttribute('data-printed'))!) as { text: string; sheet: string; app: string };
    expect(printed).toMatchObject({ sheet: 'block', app: 'none' });
    for (const part of [label, p.projectName, 'Ne raftin A', 'demo']) expect(printed.text).toContain(part);
    await page.emulateMedia({ media: null });

    // The slip as a real PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), deposit.record(id, label).getByRole('button', { name: /^Shkarko PDF/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^deponimi-.*\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Selecting the record edits it; closing resets the form.
    await deposit.record(id, label).getByRole('button', { name: /^Ndrysho/ }).click();
    await expect(deposit.form(id).getByRole('heading', { name: 'Ndrysho deponimin' })).toBeVisible();
    await expect(deposit.quantity(id, p.done[0])).toHaveValue('2');
    await deposit.quantity(id, p.done[0]).fill('3');
    await deposit.save(id);
    await deposit.expectToast(MSG.edited);
    await expect(deposit.form(id).getByRole('heading', { name: 'Deponim i ri' })).toBeVisible();
    await shell.expectPending(0);
    expect((await cardOnServer(p)).warehouseRecords[0]!.productWarehouseRecord[0]!.quantityForTransport).toBe(3);

    await deposit.record(id, label).getByRole('button', { name: /^Fshij/ }).click();
    await deposit.confirm.getByRole('button', { name: 'Fshij' }).click();
    await deposit.expectToast(WAREHOUSE_MSG.depositDeleted);
    await expect(deposit.records(id)).toHaveCount(0);
    await shell.expectPending(0);
    expect((await cardOnServer(p)).warehouseRecords).toHaveLength(0);
  });

  test('a bad quantity is refused in the form and by the API, and nothing changes', async () => {
    const p = await freshProject();
    await deposit.goto(p.clientId, p.projectId);
    const id = p.projectId;
    await deposit.save(id);
    await expect(deposit.form(id).getByText(WAREHOUSE_MSG.fillQuantities).first()).toBeVisible();

    await deposit.quantity(id, p.done[0]).fill('9');
    await deposit.save(id);
    await expect(deposit.form(id).locator(`[data-product="${p.done[0]}"]`).getByText(WAREHOUSE_MSG.quantityAboveLeft)).toBeVisible();
    await expect(deposit.quantity(id, p.done[0])).toHaveAttribute('aria-invalid', 'true');

    await deposit.quantity(id, p.done[0]).fill('');
    await deposit.quantity(id, p.inProduction).fill('1');
    await deposit.save(id);
    await expect(deposit.form(id).locator(`[data-product="${p.inProduction}"]`).getByText(PRODUCTION_MSG.productNotCompleted, { exact: true })).toBeVisible();
    await expect(deposit.quantity(id, p.inProduction)).toHaveAttribute('aria-invalid', 'true');
    await expect(deposit.records(id)).toHaveCount(0);
    await shell.expectPending(0);

    const refused = await api.request('POST', 'warehouse-records', { body: { ...depositForm(p, [[p.done[0], 9]]), id: newId() } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(WAREHOUSE_MSG.quantityAboveLeft);
    expect((await cardOnServer(p)).warehouseRecords).toHaveLength(0);
  });

  test('a deposit made offline with its invoice stays pending, survives a reload and lands once when the network returns', async () => {
    const p = await freshProject();
    await deposit.goto(p.clientId, p.projectId);
    const id = p.projectId;
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await deposit.quantity(id, p.done[1]).fill('5');
    await deposit.attachInvoice(id, 'Fatura e depos.pdf', pdfBytes('fatura'));
    await deposit.save(id);
    await shell.expectKeptOnDevice(MSG.recordCreated);
    const label = `${p.projectName} #1`;
    await expect(deposit.record(id, label)).toBeVisible();
    await shell.expectPending(1);
    await shell.expectOffline();

    await page.reload();
    await shell.expectReady();
    await shell.expectPending(1);
    await expect(deposit.record(id, label)).toBeVisible();
    expect((await cardOnServer(p)).warehouseRecords).toHaveLength(0);

    await context.setOffline(false);
    await shell.expectPending(0);
    const landed = (await cardOnServer(p)).warehouseRecords;
    expect(landed).toHaveLength(1);
    expect(landed[0]).toMatchObject({ label, productWarehouseRecord: [{ productId: p.done[1], quantityForTransport: 5 }] });
    expect(landed[0]!.invoiceWithUrl.map((f) => f.fileName)).toHaveLength(1);
    const created = (await api.auditsOf('warehouseRecords', landed[0]!.id)).filter((a) => a.event === 'created');
    expect(created).toHaveLength(1);
    // The invoice arrives with the sync and opens from the record.
    await expect(deposit.record(id, label).getByRole('button', { name: /Fatura/ })).toBeVisible();
  });
});
