import { expect, test } from './fixtures';
import { AdminListPage } from './pages/AdminListPage';
import { BlueprintsPage } from './pages/BlueprintsPage';
import { StatusBoard } from './pages/StatusBoard';
import { smallTouchTargets } from './support/touchTargets';

const report = (targets: { name: string; width: number; height: number }[]) => targets.map((t) => `${t.name} ${t.width}×${t.height}`).join('\n');

test.describe('touch targets on a 360 px phone are at least 44 × 44 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('login', async ({ page, loginPage }) => {
    await loginPage.goto();
    const small = await smallTouchTargets(page);
    expect(small, report(small)).toEqual([]);
  });

  test('shell, with the navigation closed and open, and the user menu', async ({ page, signIn, shell }) => {
    await signIn('admin');
    await shell.expectReady();
    // Soft: every state is measured, so one run names every offender.
    let small = await smallTouchTargets(page);
    expect.soft(small, `navigation closed:\n${report(small)}`).toEqual([]);
    await shell.openNav();
    small = await smallTouchTargets(page);
    expect.soft(small, `navigation open:\n${report(small)}`).toEqual([]);
    await shell.navToggle.click({ force: true });
    await shell.openUserMenu();
    small = await smallTouchTargets(page);
    expect.soft(small, `user menu open:\n${report(small)}`).toEqual([]);
  });

  test('/admin/units', async ({ signedInPage }) => {
    const page = await signedInPage('admin');
    const units = new AdminListPage(page);
    await units.goto();
    await expect(units.table.locator('tbody tr').first()).toBeVisible();
    const small = await smallTouchTargets(page);
    expect(small, report(small)).toEqual([]);
  });

  test('/dashboard/production/create, the status board and its status modal', async ({ signedInPage }) => {
    const page = await signedInPage('worker');
    const board = new StatusBoard(page);
    await board.goto('Prerje');
    await expect(page.locator('li[data-product]').first()).toBeVisible();
    let small = await smallTouchTargets(page);
    expect.soft(small, `board:\n${report(small)}`).toEqual([]);
    await page.locator('li[data-product] ol button').first().click();
    await expect(board.choices).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `status modal:\n${report(small)}`).toEqual([]);
  });

  test('/dashboard/production/calendar, a planning list and the production table', async ({ signedInPage }) => {
    const page = await signedInPage('admin');
    await page.goto('/dashboard/production/calendar');
    await expect(page.locator('main#main .fc-event').first()).toBeVisible();
    let small = await smallTouchTargets(page);
    expect.soft(small, `calendar:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/production/archived-responsibilities');
    await expect(page.locator('main#main table')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `archived processes:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/production');
    await expect(page.locator('main#main table')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `production table:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/production/production-rapport');
    await expect(page.locator('main#main table')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `production rapport:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/production/products');
    await expect(page.locator('main#main table')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `products with prices:\n${report(small)}`).toEqual([]);
  });

  test('/dashboard/warehouse: the stock condition, the inner stock form and a deposit page', async ({ signedInPage }) => {
    const page = await signedInPage('admin');
    await page.goto('/dashboard/warehouse');
    await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
    let small = await smallTouchTargets(page);
    expect.soft(small, `stock condition:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/warehouse/inner-stock');
    await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `inner stock:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/warehouse/all-clients');
    await page.locator('main#main tbody tr').first().getByRole('button', { name: 'Hap' }).click();
    await expect(page.locator('main#main section[data-project] form').first()).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `deposit page:\n${report(small)}`).toEqual([]);
  });

  test('/dashboard/transport: the table, a stop\'s form, the map and the archive', async ({ signedInPage }) => {
    const page = await signedInPage('driver');
    await page.goto('/dashboard/transport');
    await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
    let small = await smallTouchTargets(page);
    expect.soft(small, `transport table:\n${report(small)}`).toEqual([]);
    await page.locator('main#main tbody tr').first().getByRole('button', { name: /^Edito:/ }).click();
    await expect(page.getByRole('group', { name: 'Pajisjet e kerkuara' })).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `transport form:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/transport/records/map');
    await expect(page.getByRole('list', { name: 'Adresat' })).toBeVisible();
    // Leaflet arrives after the list (a lazy chunk): its controls are targets too.
    await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `transport map:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/transport/archive');
    await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `transport archive:\n${report(small)}`).toEqual([]);
  });

  test('/dashboard/contact and /dashboard/measures: the list and both forms', async ({ signedInPage }) => {
    const page = await signedInPage('office');
    await page.goto('/dashboard/contact');
    await expect(page.locator('main#main h1')).toBeVisible();
    await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
    let small = await smallTouchTargets(page);
    expect.soft(small, `contact list:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/contact/create');
    await expect(page.getByRole('textbox', { name: 'Emri', exact: true })).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `contact form:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/measures/create');
    await expect(page.getByRole('combobox', { name: 'Klienti' })).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `measure form:\n${report(small)}`).toEqual([]);
  });

  test('/dashboard/offers, /dashboard/agreements and the calendar: the lists, both forms and the task modal', async ({ signedInPage }) => {
    const page = await signedInPage('office');
    const measure = async (what: string) => {
      const small = await smallTouchTargets(page);
      expect.soft(small, `${what}:\n${report(small)}`).toEqual([]);
    };
    for (const [list, form] of [['/dashboard/offers', 'main#main form[aria-label^="Oferta"]'], ['/dashboard/agreements', 'main#main form[aria-label^="Marreveshja:"]']] as const) {
      await page.goto(list);
      await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
      await measure(list);
      await page.locator('main#main tbody tr').first().getByRole('button', { name: /^Edito:/ }).click();
      await expect(page.locator(form)).toBeVisible();
      await measure(`${list} form`);
    }
    await page.goto('/dashboard/agreements/project/calendar');
    await expect(page.locator('main#main .fc-event').first()).toBeVisible();
    await measure('calendar');
    await page.locator('main#main').getByRole('button', { name: 'Shto detyre' }).click();
    // The dialog's own element has no box (its panel is fixed): its field shows it open.
    await expect(page.getByRole('dialog').getByLabel('Titulli')).toBeVisible();
    await measure('task form');
  });

  test('/dashboard/installation: the records, the map and the archive', async ({ signedInPage }) => {
    const page = await signedInPage('installer');
    await page.goto('/dashboard/installation/records');
    await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
    let small = await smallTouchTargets(page);
    expect.soft(small, `installation records:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/installation/map/records');
    await expect(page.getByRole('list', { name: 'Adresat' })).toBeVisible();
    // Leaflet arrives after the list (a lazy chunk): its controls are targets too.
    await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `installation map:\n${report(small)}`).toEqual([]);
    await page.goto('/dashboard/installation/archive');
    await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
    small = await smallTouchTargets(page);
    expect.soft(small, `installation archive:\n${report(small)}`).toEqual([]);
  });

  test('/dashboard/production/userAssignment, the process slider and its ticks', async ({ signedInPage }) => {
    const page = await signedInPage('admin');
    await page.goto('/dashboard/production/userAssignment');
    await expect(page.locator('main#main fieldset[data-process] input[type=checkbox]').first()).toBeVisible();
    const small = await smallTouchTargets(page);
    expect(small, report(small)).toEqual([]);
  });

  test('/dashboard/blueprints and a client\'s drawings', async ({ signedInPage }) => {
    const page = await signedInPage('admin');
    const blueprints = new BlueprintsPage(page);
    await blueprints.goto();
    let small = await smallTouchTargets(page);
    expect.soft(small, `clients:\n${report(small)}`).toEqual([]);
    await blueprints.openFirstClient();
    small = await smallTouchTargets(page);
    expect.soft(small, `client:\n${report(small)}`).toEqual([]);
  });
});
