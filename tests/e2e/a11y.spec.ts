import { expect, test } from './fixtures';
import { AdminListPage } from './pages/AdminListPage';
import { AdminUsersPage } from './pages/AdminUsersPage';
import { BlueprintsPage } from './pages/BlueprintsPage';
import { ImpressionForm } from './pages/ImpressionForm';
import { Kiosk } from './pages/Kiosk';
import { StatusBoard } from './pages/StatusBoard';
import { describeFindings, seriousAxeViolations, seriousAxeViolationsBesidePins } from './support/axe';

const VIEWPORTS = [
  { label: '360 px phone', viewport: { width: 360, height: 740 } },
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { label, viewport } of VIEWPORTS) {
  test.describe(`axe-core on ${label}: no serious or critical violations`, () => {
    test.use({ viewport });

    test('login', async ({ page, loginPage }) => {
      await loginPage.goto();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('shell, with the navigation closed and open', async ({ page, signIn, shell }) => {
      await signIn('admin');
      await shell.expectReady();
      // Soft: both states are checked, so one run names every finding.
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
      // Phones start closed (open it: the sheet); desktop starts open (close it: the icon bar).
      await shell.navToggle.click();
      findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
    });

    test('/admin/units', async ({ signedInPage }) => {
      const page = await signedInPage('admin');
      const units = new AdminListPage(page);
      await units.goto();
      await expect(units.table.locator('tbody tr').first()).toBeVisible();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('/dashboard/production/create, the status board and its status modal', async ({ signedInPage }) => {
      const page = await signedInPage('worker');
      const board = new StatusBoard(page);
      await board.goto('Prerje');
      await expect(page.locator('li[data-product]').first()).toBeVisible();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
      await page.locator('li[data-product] ol button').first().click();
      await expect(board.choices).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
    });

    test('/dashboard/blueprints and a client\'s drawings', async ({ signedInPage }) => {
      const page = await signedInPage('admin');
      const blueprints = new BlueprintsPage(page);
      await blueprints.goto();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
      await blueprints.openFirstClient();
      findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
    });

    // The users' screens, each once it shows what it reads (the dashboard and the audit log from the server).
    for (const path of ['/admin', '/admin/all-users', '/admin/create-user', '/admin/audit-log'] as const) {
      test(path, async ({ signedInPage }) => {
        const page = await signedInPage('admin');
        await new AdminUsersPage(page).open(path);
        const findings = await seriousAxeViolations(page);
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    }

    // The planning screens, each once its rows are drawn from the mirror; the calendar with its product-data modal open.
    test('/dashboard/production planning screens', async ({ signedInPage }) => {
      const page = await signedInPage('admin');
      for (const path of ['/dashboard/production', '/dashboard/production/archived-products', '/dashboard/production/archived-responsibilities', '/dashboard/production/returned-processes', '/dashboard/production/passive-products', '/dashboard/production/production-rapport', '/dashboard/production/products'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main table')).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/production/calendar');
      await expect(page.locator('main#main .fc-event').first()).toBeVisible();
      const onCalendar = await seriousAxeViolations(page);
      expect.soft(onCalendar, `calendar: ${describeFindings(onCalendar)}`).toEqual([]);
      await page.locator('main#main .fc-event').first().click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Ruaj datat' })).toBeVisible();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    // The warehouse's tables, each once its rows are drawn from the mirror; then a client's deposit page with its cards and forms.
    test('/dashboard/warehouse screens and a deposit page', async ({ signedInPage }) => {
      const page = await signedInPage('admin');
      for (const path of ['/dashboard/warehouse', '/dashboard/warehouse/inner-stock', '/dashboard/warehouse/clients', '/dashboard/warehouse/all-clients', '/dashboard/warehouse/warehouse-products', '/dashboard/warehouse/archive'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/warehouse/all-clients');
      await page.locator('main#main tbody tr').first().getByRole('button', { name: 'Hap' }).click();
      await expect(page.locator('main#main section[data-project] form').first()).toBeVisible();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    // The transport area as a driver has it: the table, a stop's form, the map and the archive, from the mirror.
    test('/dashboard/transport screens and the transport form', async ({ signedInPage }) => {
      const page = await signedInPage('driver');
      for (const path of ['/dashboard/transport', '/dashboard/transport/archive'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/transport/records/map');
      await expect(page.getByRole('list', { name: 'Adresat' })).toBeVisible();
      // Every pin's stop is in the address list beside the map (seriousAxeViolationsBesidePins).
      let findings = await seriousAxeViolationsBesidePins(page);
      expect.soft(findings, `map: ${describeFindings(findings)}`).toEqual([]);
      await page.goto('/dashboard/transport');
      await page.locator('main#main tbody tr').first().getByRole('button', { name: /^Edito:/ }).click();
      await expect(page.getByRole('group', { name: 'Pajisjet e kerkuara' })).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    // The contact and measure areas as the office has them: the lists, the archive, both forms and the project modal, from the mirror.
    test('/dashboard/contact and /dashboard/measures: lists, forms and the project modal', async ({ signedInPage }) => {
      const page = await signedInPage('office');
      const settled = async () => {
        await expect(page.locator('main#main h1')).toBeVisible();
        await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
      };
      for (const path of ['/dashboard/contact', '/dashboard/contact/contactsForMeasure', '/dashboard/contact/archive', '/dashboard/measures', '/dashboard/measures/1', '/dashboard/measures/passive', '/dashboard/measures/archive'] as const) {
        await page.goto(path);
        await settled();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/contact/create');
      await expect(page.getByRole('textbox', { name: 'Emri', exact: true })).toBeVisible();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, `contact form: ${describeFindings(findings)}`).toEqual([]);
      await page.locator('main#main form').getByRole('button', { name: /^Projektet/ }).click();
      await page.getByRole('button', { name: 'Shto projekt' }).click();
      await expect(page.getByRole('textbox', { name: 'Emri i projektit' })).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect.soft(findings, `project modal: ${describeFindings(findings)}`).toEqual([]);
      await page.goto('/dashboard/measures/create');
      await expect(page.getByRole('combobox', { name: 'Klienti' })).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect.soft(findings, `measure form: ${describeFindings(findings)}`).toEqual([]);
    });

    // The offer, agreement and calendar areas as the office has them: the lists, a saved offer and agreement with their rows, the calendar with its task form, from the mirror.
    test('/dashboard/offers, /dashboard/agreements and the calendar: lists, forms and the task modal', async ({ signedInPage }) => {
      const page = await signedInPage('office');
      const settled = async () => {
        await expect(page.locator('main#main h1')).toBeVisible();
        await expect(page.locator('main#main [aria-busy="true"]')).toHaveCount(0);
      };
      for (const path of ['/dashboard/offers', '/dashboard/offers/5', '/dashboard/offers/canceled/products', '/dashboard/offers/archive', '/dashboard/agreements', '/dashboard/agreements/1', '/dashboard/agreements/archive'] as const) {
        await page.goto(path);
        await settled();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      for (const [list, form] of [['/dashboard/offers', 'main#main form[aria-label^="Oferta"]'], ['/dashboard/agreements', 'main#main form[aria-label^="Marreveshja:"]']] as const) {
        await page.goto(list);
        await page.locator('main#main tbody tr').first().getByRole('button', { name: /^Edito:/ }).click();
        await expect(page.locator(form)).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${list} form: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/agreements/project/calendar');
      await expect(page.locator('main#main .fc-event').first()).toBeVisible();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, `calendar: ${describeFindings(findings)}`).toEqual([]);
      await page.locator('main#main').getByRole('button', { name: 'Shto detyre' }).click();
      // The dialog's own element has no box (its panel is fixed): its field shows it open.
      await expect(page.getByRole('dialog').getByLabel('Titulli')).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect(findings, `task form: ${describeFindings(findings)}`).toEqual([]);
    });

    // The service area as the installer has it: the registered and unregistered tickets, the archive, the map and both forms, from the mirror.
    test('/dashboard/service screens and the service forms', async ({ signedInPage }) => {
      const page = await signedInPage('installer');
      for (const path of ['/dashboard/service', '/dashboard/service/records/1', '/dashboard/service/records-not-registered-clients', '/dashboard/service/archive'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/service/map');
      await expect(page.getByRole('list', { name: 'Servisimet ne harte' })).toBeVisible();
      // Every pin's ticket is listed beside the map (seriousAxeViolationsBesidePins).
      let findings = await seriousAxeViolationsBesidePins(page);
      expect.soft(findings, `map: ${describeFindings(findings)}`).toEqual([]);
      for (const path of ['/dashboard/service/create', '/dashboard/service/not-registered-clients'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main form').getByRole('button', { name: 'Ruaj', exact: true })).toBeVisible();
        findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
    });

    // The installation area as the installer has it: the records, the archive and the map, from the mirror.
    test('/dashboard/installation records, map and archive', async ({ signedInPage }) => {
      const page = await signedInPage('installer');
      for (const path of ['/dashboard/installation/records', '/dashboard/installation/records/withoutInstallation=1', '/dashboard/installation/archive'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/installation/map/records');
      await expect(page.getByRole('list', { name: 'Adresat' })).toBeVisible();
      // Every pin's project is listed beside the map (seriousAxeViolationsBesidePins).
      const findings = await seriousAxeViolationsBesidePins(page);
      expect.soft(findings, `map: ${describeFindings(findings)}`).toEqual([]);
    });

    // The installer's form on a transport (the first the page offers), from the mirror: project, products, photos, stamps, both signature pads.
    test('/dashboard/installation/create, the installation form', async ({ signedInPage }) => {
      const page = await signedInPage('installer');
      await page.goto('/dashboard/installation/create');
      await page.getByRole('navigation', { name: 'Zgjidhni transportin' }).getByRole('link').first().click();
      await expect(page.locator('main#main form').getByRole('button', { name: 'Ruaj', exact: true })).toBeVisible();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('/dashboard/installation/records with the totals an admin sees', async ({ signedInPage }) => {
      const page = await signedInPage('admin');
      await page.goto('/dashboard/installation/records');
      await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
      // The total in € (full privileges only) is drawn from tablets up; a phone leaves the column out (hideOnMobile).
      if (viewport.width > 500) await expect(page.locator('main#main tbody').getByText(/€$/).first()).toBeVisible();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    // The impression area from the mirror; a project's rating form with its client-link panel and QR code; the client's public page from that link.
    test('/dashboard/impression screens, the rating form and the client\'s page', async ({ browser, signedInPage }) => {
      const page = await signedInPage('admin');
      for (const path of ['/dashboard/impression', '/dashboard/impression/2', '/dashboard/impression/archive'] as const) {
        await page.goto(path);
        await expect(page.locator('main#main table:not([aria-busy])')).toBeVisible();
        const findings = await seriousAxeViolations(page);
        expect.soft(findings, `${path}: ${describeFindings(findings)}`).toEqual([]);
      }
      await page.goto('/dashboard/impression/2');
      await page.locator('main#main tbody tr').first().getByRole('button', { name: /^Edito:/ }).click();
      const form = new ImpressionForm(page);
      await expect(form.questions.first()).toBeVisible();
      const link = await form.issueLink();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, `form: ${describeFindings(findings)}`).toEqual([]);
      const phone = await browser.newContext({ viewport });
      const clientPage = await phone.newPage();
      await clientPage.goto(link);
      await expect(new ImpressionForm(clientPage).questions.first()).toBeVisible();
      findings = await seriousAxeViolations(clientPage);
      expect.soft(findings, `client's page: ${describeFindings(findings)}`).toEqual([]);
      await form.revokeLink();
      await clientPage.reload();
      await expect(clientPage.getByRole('heading', { name: 'Linku nuk funksionon' })).toBeVisible();
      findings = await seriousAxeViolations(clientPage);
      expect(findings, `invalid link: ${describeFindings(findings)}`).toEqual([]);
      await phone.close();
    });

    test('/dashboard/production/userAssignment, the process slider', async ({ signedInPage }) => {
      const page = await signedInPage('admin');
      await page.goto('/dashboard/production/userAssignment');
      await expect(page.locator('main#main fieldset[data-process] input[type=checkbox]').first()).toBeVisible();
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('/dashboard/kiosk, then the kiosk: its worker list and the PIN pad', async ({ page, signIn }) => {
      // Its own context: enrolling makes the device a kiosk.
      await signIn('deptadmin');
      const kiosk = new Kiosk(page);
      await page.goto('/dashboard/kiosk');
      await expect(page.getByRole('heading', { name: 'Kioskat', exact: true })).toBeVisible();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
      await kiosk.enrol(`Kioska axe ${viewport.width}`, 'Prerje');
      await expect(kiosk.worker('Besnik Gashi')).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);
      await kiosk.worker('Besnik Gashi').click();
      await expect(kiosk.pinPad.getByRole('button', { name: 'Hyr' })).toBeVisible();
      findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('/dashboard/outbox, empty and with a refused entry', async ({ page, context, server, signIn, units, outbox, uniqueUnitName }) => {
      await signIn('admin');
      await outbox.goto();
      await expect(outbox.emptyMessage).toBeVisible();
      let findings = await seriousAxeViolations(page);
      expect.soft(findings, describeFindings(findings)).toEqual([]);

      // A pending and a refused entry, so the cards and their buttons are checked too.
      const name = uniqueUnitName('axe');
      await units.goto();
      await context.setOffline(true);
      await server.createUnit(name);
      await units.create(name);
      await context.setOffline(false);
      await outbox.goto();
      await expect(outbox.state(outbox.entry(name), 'rejected')).toBeVisible({ timeout: 20_000 });
      findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
