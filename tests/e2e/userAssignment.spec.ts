import { floorProduct, setUpFloor, type Floor } from '../fixtures/productionFloor.js';
import { expect, test } from './fixtures';
import { UserAssignment } from './pages/UserAssignment';
import { describeFindings, seriousAxeViolations } from './support/axe';
import { floorServer } from './support/floorServer';
import { waitForOfflineReady } from './support/pwa';

let floor: Floor;
let api: ReturnType<typeof floorServer>;
let outsiderId: string;

test.beforeEach(async ({ server }) => {
  api = floorServer(server);
  floor = await setUpFloor(api);
  outsiderId = floor.users[floor.usernames.outsider]!;
});
test.afterEach(async () => api.close());

/** The rows that say the outsider works a process: the server must hold each tick once. */
const links = (processId: string) =>
  api.connection.db.selectFrom('userResponsibilities').select('id').where('userId', '=', outsiderId).where('responsibilityId', '=', processId).execute();

test.describe('responsibility assignment', () => {
  test('an admin pages through at most four processes, sees a busy worker greyed, and a tick lands on the server once', async ({ page, signIn, shell }) => {
    // The worker starts a process: busy, so greyed wherever they are listed.
    const product = await floorProduct(api, floor);
    const started = await api.request('POST', 'responsibilities/clients/statuses', { token: floor.tokens.worker, body: { productId: product.productId, responsibilityId: floor.processes[0], responsibilityStatusId: 4 } });
    expect(started.status).toBe(200);

    await signIn('admin');
    const screen = new UserAssignment(page);
    await screen.goto();
    await expect(screen.slides).toHaveCount(4);
    const total = Number(/nga (\d+)/.exec((await screen.range.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(4);
    await expect(screen.range).toHaveText(`1–4 nga ${total}`);
    const firstPage = await screen.shownProcesses();
    await screen.next.focus();
    await page.keyboard.press('Enter');
    await expect(screen.range).toHaveText(`5–${Math.min(8, total)} nga ${total}`);
    await expect(screen.next).toBeFocused();
    const secondPage = await screen.shownProcesses();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);
    expect(secondPage.length).toBeLessThanOrEqual(4);

    // Fewer side by side on narrower screens: two on a tablet, one on a phone.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(screen.slides).toHaveCount(2);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(screen.slides).toHaveCount(1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(screen.slides).toHaveCount(4);

    await screen.chooseDepartment(floor.departmentName);
    await expect(screen.slides).toHaveCount(3);
    await expect(screen.next).toHaveCount(0);
    const busy = screen.userRow(floor.processNames[0], floor.usernames.worker);
    await expect(busy).toContainText('i zene');
    await expect(busy).toHaveAttribute('data-available', 'false');
    await expect(screen.userRow(floor.processNames[0], floor.usernames.outsider)).toHaveAttribute('data-available', 'true');
    // Greyed rows keep their contrast and names: axe-clean with a busy user shown.
    const findings = await seriousAxeViolations(page);
    expect(findings, describeFindings(findings)).toEqual([]);

    const tick = screen.tick(floor.processNames[0], floor.usernames.outsider);
    await expect(tick).not.toBeChecked();
    await tick.check();
    await expect(tick).toBeChecked();
    await shell.expectPending(0);
    expect(await links(floor.processes[0])).toHaveLength(1);
    const audited = await api.connection.db.selectFrom('auditLog').select('event').where('auditableType', '=', 'userResponsibilities').where('auditableId', '=', (await links(floor.processes[0]))[0]!.id).execute();
    expect(audited).toEqual([{ event: 'created' }]);
  });

  test('a tick made without signal survives a reload and lands once when the network returns', async ({ page, context, signIn, shell }) => {
    await signIn('admin');
    const screen = new UserAssignment(page);
    await screen.goto();
    await screen.chooseDepartment(floor.departmentName);
    await expect(screen.slides).toHaveCount(3);
    await waitForOfflineReady(page);

    await context.setOffline(true);
    const tick = screen.tick(floor.processNames[1], floor.usernames.outsider);
    await tick.check();
    await expect(tick).toBeChecked();
    await shell.expectPending(1);
    await page.reload();
    await expect(screen.slides).toHaveCount(3);
    await expect(screen.tick(floor.processNames[1], floor.usernames.outsider)).toBeChecked();
    await shell.expectPending(1);
    expect(await links(floor.processes[1])).toHaveLength(0);

    await context.setOffline(false);
    await shell.expectPending(0);
    expect(await links(floor.processes[1])).toHaveLength(1);
    await expect(screen.tick(floor.processNames[1], floor.usernames.outsider)).toBeChecked();
  });

  test('is not offered to a production worker, and sends them to the board', async ({ page, signIn }) => {
    await signIn('worker');
    await page.goto('/dashboard/production/userAssignment');
    await page.waitForURL('**/dashboard/production/create');
    await expect(page.getByRole('navigation', { name: 'Faqet e prodhimit' }).getByRole('link', { name: 'Caktimi i proceseve' })).toHaveCount(0);
  });
});
