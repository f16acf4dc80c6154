import { addDays } from '../../domain/days.js';
import { newId } from '../../domain/ids.js';
import { PRODUCTION_MSG as M } from '../../domain/production/messages.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { ProductPrices } from './pages/ProductPrices';
import { Shell } from './pages/Shell';
import { describeFindings, seriousAxeViolations } from './support/axe';
import { floorServer } from './support/floorServer';

let floor: Floor;
let planned: FloorProduct;
let running: FloorProduct;
let api: ReturnType<typeof floorServer>;
const today = new Date().toISOString().slice(0, 10);
const dates = { start: addDays(today, 2), end: addDays(today, 4) };

test.beforeEach(async ({ server }) => {
  api = floorServer(server);
  floor = await setUpFloor(api);
  [planned, running] = [await floorProduct(api, floor), await floorProduct(api, floor)];
  // Through the Writer, so the feed carries the prices and the file to the browser.
  // A project of their own with an initial measure, so the measurement filter's answer is known.
  const projectId = newId();
  await writeDirect(api.connection, { companyId: floor.companyId, userId: null }, async (w) => {
    await w.insert('projects', { id: projectId, clientId: planned.clientId, projectName: `Kuzhina ${projectId.slice(-6)}` });
    await w.insert('measures', { id: newId(), clientId: planned.clientId, projectId, measureStatusId: 1 });
    await w.update('products', planned.productId, { ...dates, projectId, price: 100, quantity: 3, totalPrice: 1234.5 });
    await w.update('products', running.productId, { projectId, price: 500, quantity: 2, totalPrice: 0 }); // no computed total: 500 × 2
    await w.insert('files', { id: newId(), ownerType: 'products', ownerId: planned.productId, kind: 'photo', fileName: 'foto-e-produktit.jpg', storedName: 'none', mime: 'image/jpeg', size: 1 });
  });
});
test.afterEach(async () => api.close());

const productRow = (p: FloorProduct) => api.connection.db.selectFrom('products').select(['start', 'end', 'calendarComment']).where('id', '=', p.productId).executeTakeFirstOrThrow();
const typeOf = async (p: FloorProduct) => (await api.connection.db.selectFrom('products').select('type').where('id', '=', p.productId).executeTakeFirstOrThrow()).type!;

test.describe('products in production with prices', () => {
  test('an admin filters by department and dates, reads the total as the spec writes money, opens the files and moves the dates once', async ({ page, signIn, server }) => {
    await signIn('admin');
    const prices = new ProductPrices(page);
    await prices.goto();
    await prices.department(floor.departmentName);
    await expect(prices.rows).toHaveCount(2);
    await expect(prices.total).toHaveText("Cmimi total: 2'234.50 €");
    await expect(prices.row(`(${await typeOf(running)})`)).toContainText("1'000.00 €");

    await prices.range(addDays(today, 1), addDays(today, 10));
    await expect(prices.rows).toHaveCount(1);
    await expect(prices.total).toHaveText("Cmimi total: 1'234.50 €");
    await prices.choose('Filtro datat sipas', 'Mbarimit');
    await expect(prices.rows).toHaveCount(1);
    await prices.choose('Matja', 'Matje finale');
    await expect(prices.main).toContainText('Nuk ka te dhena !');
    await prices.choose('Matja', 'Matje fillestare');
    await expect(prices.rows).toHaveCount(1);

    // Remembered on this device: a reload shows the same.
    await page.reload();
    await expect(prices.rows).toHaveCount(1);
    await expect(prices.total).toHaveText("Cmimi total: 1'234.50 €");

    const type = await typeOf(planned);
    await prices.openInfo(`(${type})`);
    await expect(prices.modal).toContainText('foto-e-produktit.jpg');
    await expect(prices.modal).toContainText("1'234.50 €");
    const findings = await seriousAxeViolations(page);
    expect.soft(findings, `info modal: ${describeFindings(findings)}`).toEqual([]);
    const before = (await server.auditsOf('products', planned.productId)).length;
    const moved = { start: addDays(today, 5), end: addDays(today, 9) };
    await prices.saveDates(moved.start, moved.end, '');
    await expect(prices.modal).toContainText(M.dateComment);
    await prices.saveDates(moved.start, moved.end, 'Klienti kerkoi me vone');
    await expect(prices.modal).toHaveCount(0);
    await new Shell(page).expectPending(0);
    // The badge can read 0 before the write is queued at all: the server is asked until it has it.
    await expect.poll(() => productRow(planned)).toEqual({ ...moved, calendarComment: 'Klienti kerkoi me vone' });
    expect((await server.auditsOf('products', planned.productId)).length - before).toBe(1);
    await expect(prices.row(`(${type})`)).toContainText(moved.end.split('-').reverse().join('-'));
  });

  test('is full privileges’: a production worker is sent to the board and has no link to it', async ({ page, signIn }) => {
    await signIn('worker');
    await page.goto('/dashboard/production/products');
    await page.waitForURL('**/dashboard/production/create');
    await expect(page.getByRole('navigation', { name: 'Faqet e prodhimit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Produktet me cmime' })).toHaveCount(0);
  });
});
