import { addDays, dayOfMs } from '../../domain/days.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { floorProduct, setUpFloor, type Floor } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { ProductionRapport } from './pages/ProductionRapport';
import { floorServer } from './support/floorServer';

let floor: Floor;
let api: ReturnType<typeof floorServer>;
const today = dayOfMs(Date.now());
const at = (days: number, time: string) => `${addDays(today, days)}T${time}:00.000Z`;

/**
 * A department of its own, two days ago: the worker completed the cutting of
 * two products, one on time (1:30 of work, 0:30 paused) and one after its
 * planned end; the edging of the first was sent back.
 */
test.beforeEach(async ({ server }) => {
  api = floorServer(server);
  floor = await setUpFloor(api);
  const [p1, p2] = [await floorProduct(api, floor), await floorProduct(api, floor)];
  const worker = floor.users[floor.usernames.worker]!;
  await writeDirect(api.connection, { companyId: floor.companyId, userId: null }, async (w) => {
    const done = (finishedAt: string) => ({ statusId: 1, userId: worker, startedAt: at(-2, '08:00'), finishedAt });
    await w.update('processStatuses', p1.statusIds[0], done(at(-2, '10:00')));
    await w.update('products', p2.productId, { end: addDays(today, -5) });
    await w.update('processStatuses', p2.statusIds[0], done(at(-2, '11:00')));
    await w.update('processStatuses', p1.statusIds[1], { statusId: 2, returnedAt: at(-1, '09:00') });
    const segment = { statusType: 'responsibilityStatus', statusRefId: p1.statusIds[0], productId: p1.productId, responsibilityId: floor.processes[0], userId: worker };
    await w.insert('trackers', { ...segment, start: at(-2, '08:00'), end: at(-2, '09:30'), pauseStatusId: null });
    await w.insert('trackers', { ...segment, start: at(-2, '09:30'), end: at(-2, '10:00'), pauseStatusId: 5 });
  });
});
test.afterEach(async () => api.close());

test.describe('the production rapport', () => {
  test('shows a department’s figures per process and per worker, and downloads them as CSV', async ({ page, signIn }) => {
    await signIn('admin');
    const rapport = new ProductionRapport(page);
    await rapport.goto(floor.departmentName);
    // Process, completed, late, returned, productive, waiting, on time.
    expect(await rapport.rowTexts(floor.processNames[0])).toEqual([floor.processNames[0], '2', '1', '0', '1:30', '0:30', '50.00 %']);
    expect(await rapport.rowTexts(floor.processNames[1])).toEqual([floor.processNames[1], '0', '0', '1', '0:00', '0:00', '–']);
    await expect(rapport.total('Te perfunduara')).toHaveText('2');
    await expect(rapport.total('Ne kohe')).toHaveText('50.00 %');
    await expect(rapport.main.getByRole('img', { name: new RegExp(`${floor.processNames[0]} 2`) })).toBeVisible();

    const csv = await rapport.downloadCsv();
    expect(csv.name).toMatch(/^raporti-i-prodhimit-sipas-procesit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Procesi,Te perfunduara,Me vonese,Te kthyera,Koha produktive,Koha e pritjes,Ne kohe');
    expect(lines).toContain(`${floor.processNames[0]},2,1,0,1:30,0:30,50`);
    expect(lines).toContain(`${floor.processNames[1]},0,0,1,0:00,0:00,`);

    await rapport.show('Sipas punetorit');
    expect(await rapport.rowTexts(`Test ${floor.usernames.worker}`)).toEqual([`Test ${floor.usernames.worker}`, '2', '1', '0', '1:30', '0:30', '50.00 %']);
    const perWorker = await rapport.downloadCsv();
    expect(perWorker.text).toContain(`Punetori,Te perfunduara`);
    // The filters and the view are remembered.
    await page.reload();
    await expect(rapport.main.getByRole('button', { name: 'Sipas punetorit' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rapport.main.getByText(`· ${floor.departmentName}`)).toBeVisible();
  });

  test('says it needs the network when offline, and reads again when the network returns', async ({ page, context, signIn }) => {
    await signIn('admin');
    const rapport = new ProductionRapport(page);
    await rapport.goto(floor.departmentName);
    await expect(rapport.table).toBeVisible();
    await context.setOffline(true);
    await expect(rapport.main.getByText('Kjo pamje lexohet drejtperdrejt nga serveri dhe ka nevoje per internet.')).toBeVisible();
    await context.setOffline(false);
    expect(await rapport.rowTexts(floor.processNames[0])).toContain('50.00 %');
  });
});
