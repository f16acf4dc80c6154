import { addDays } from '../../domain/days.js';
import { PRODUCTION_MSG as M } from '../../domain/production/messages.js';
import { floorProduct, setUpFloor, type Floor, type FloorProduct } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ProductionCalendar } from './pages/ProductionCalendar';
import { Shell } from './pages/Shell';
import { floorServer } from './support/floorServer';

const month = (day: string, add: number) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + add);
  return d.toISOString().slice(0, 7);
};

let floor: Floor;
let product: FloorProduct;
let clientName: string;
let close: () => Promise<void>;
const today = new Date().toISOString().slice(0, 10);
// Planned from the day after tomorrow for three days: a week later and two days ago both lie in the months shown.
const planned = { start: addDays(today, 2), end: addDays(today, 4) };

test.beforeEach(async ({ server }) => {
  const api = floorServer(server);
  close = api.close;
  floor = await setUpFloor(api);
  product = await floorProduct(api, floor);
  const set = await api.request('POST', `products/${product.productId}/dates`, { token: floor.tokens.admin, body: { ...planned, calendarComment: 'Plani' } });
  expect(set.status).toBe(200);
  const client = await api.connection.db.selectFrom('clients').select(['firstnameAndLastname', 'lastName']).where('id', '=', product.clientId).executeTakeFirstOrThrow();
  clientName = `${client.firstnameAndLastname} ${client.lastName}`.trim();
});
test.afterEach(async () => close());

test.describe('the production calendar', () => {
  test('a product dragged to the next week is moved once on the server; dragged into the past it is refused and snaps back', async ({ page, server }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin');
    await page.waitForURL((url) => url.pathname !== '/login');
    const shell = new Shell(page);
    await shell.waitForFirstSync();
    const calendar = new ProductionCalendar(page);
    await calendar.goto(floor.departmentName, month(today, -1), month(today, 1));
    await calendar.expectStartsOn(clientName, planned.start);

    const nextWeek = addDays(planned.start, 7);
    await calendar.drag(clientName, planned.start, nextWeek);
    await calendar.expectStartsOn(clientName, nextWeek);
    await shell.expectPending(0);
    const stored = async () => (await server.json<{ data: { start: string; end: string }[] }>('GET', `products/calendar?departmentId=${floor.departmentId}&start=${today}&end=${addDays(today, 60)}`)).data[0];
    expect(await stored()).toMatchObject({ start: nextWeek, end: addDays(planned.end, 7) });
    const moves = (await server.auditsOf('products', product.productId)).filter((r) => r.event === 'updated');
    expect(moves).toHaveLength(2); // the fixture's dates, then the drag: once

    await calendar.drag(clientName, nextWeek, addDays(today, -2));
    await expect(calendar.toasts).toContainText(M.notInPast);
    await calendar.expectStartsOn(clientName, nextWeek);
    await shell.expectPending(0);
    expect(await stored()).toMatchObject({ start: nextWeek });
  });
});
