import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import { addDays, dayOfMs } from '../../domain/days.js';
import { formatDate } from '../../domain/format.js';
import { IMPRESSION_MSG } from '../../domain/impression/messages.js';
import { INSTALLATION_MSG } from '../../domain/installation/messages.js';
import { MEASURE_MSG } from '../../domain/measure/messages.js';
import { MSG } from '../../domain/messages.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import { SERVICE_MSG } from '../../domain/service/messages.js';
import { expect, test } from './fixtures';
import { AgreementForm } from './pages/AgreementForm';
import { ContactForm } from './pages/ContactForm';
import { ImpressionForm } from './pages/ImpressionForm';
import { InstallationForm } from './pages/InstallationForm';
import { MeasureForm } from './pages/MeasureForm';
import { OfferForm } from './pages/OfferForm';
import { ServiceForm } from './pages/ServiceForm';
import { StatusBoard } from './pages/StatusBoard';
import { TransportForm } from './pages/TransportForm';
import { WarehouseDeposit } from './pages/WarehouseDeposit';
import { clientAndProject, transportOf } from './support/journeyIds';

/**
 * One new client's whole journey on the demo data (issue 16), through the
 * screens of every module, as the admin (fullPrivileges: every module) on one
 * device: created in contact with a project, measured final, offered with a
 * line made in the workshop, agreed, produced on the status board (each
 * process finished in its box), deposited, transported, installed, serviced
 * and rated. Ids the forms' paths need are read from the server once a save
 * has landed (a new client is on no list's first page); every write is made
 * through the screens. Last, the summary panel shows every step with a date.
 */

test.use({ permissions: ['geolocation'], geolocation: { latitude: 42.6629, longitude: 21.1655 } });

/** A bookcase: made here (article type 'Dollape dhe rafte', nine processes in four departments), no material. */
const ARTICLE = 'DR-002 — Biblioteke muri';
/** The department of the chain's first process: the board tab the product shows on. */
const FIRST_DEPARTMENT = 'Prerje';
/** The timeline's steps (domain/journey/timeline.ts), all of them made today by this test. */
const STEPS = ['contacted', 'measured', 'offered', 'agreed', 'produced', 'deposited', 'transported', 'installed', 'serviced', 'rated'] as const;

test('a new client walks the whole journey, module by module, and the summary panel shows every step', async ({ page, server, signIn, shell }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-6);
  const first = `Udhetim${tag}`;
  const last = 'Rrugetari';
  const clientName = `${first} ${last}`;
  const projectName = `Biblioteka ${tag}`;
  const today = dayOfMs(Date.now());
  let ids = { clientId: '', projectId: '', offerId: '', productId: '', warehouseRecordId: '', transportId: '' };
  await signIn('admin');

  await test.step('contact: the client is created with a project', async () => {
    const contact = new ContactForm(page);
    await contact.open();
    await contact.fillClient(first, last, '044 321 654', 'Prishtine');
    await contact.addProjects(projectName);
    await contact.save();
    await expect(page.getByText(CONTACT_MSG.clientCreated)).toBeVisible();
    await page.waitForURL('**/dashboard/contact');
    ids = { ...ids, ...(await clientAndProject(server, first)) };
  });

  await test.step('measures: a final measure with the location', async () => {
    const measure = new MeasureForm(page);
    await measure.open();
    await measure.choose('Klienti', clientName);
    await measure.choose('Projekti', projectName);
    await measure.text('Materiali').fill('MDF e bardhe');
    await measure.choose('Statusi i matjes', 'Matje finale');
    await measure.form.getByRole('button', { name: 'Perdor pozicionin tim' }).click();
    await expect(measure.text('Lokacioni')).toHaveValue(/^42\.66/);
    await measure.saveButton.click();
    await expect(page.getByText(MEASURE_MSG.created)).toBeVisible();
  });

  await test.step("moving on: the summary panel pushes the measured client to the offers, whose list shows who arrived", async () => {
    // The final measure brought the client to the measures module on the server; the pull brings that here.
    await shell.expectPending(0);
    // The contact list under the client's letter, where the new client's row opens its summary panel.
    await page.goto('/dashboard/contact');
    await page.getByRole('group', { name: 'Filtri sipas shkronjes' }).getByRole('button', { name: 'U', exact: true }).click();
    // First and last name stand in cells of their own here.
    await page.getByRole('row').filter({ hasText: first }).getByRole('button', { name: /^Permbledhje/ }).click();
    const panel = page.getByRole('dialog', { name: /^Permbledhje/ });
    await panel.getByRole('button', { name: 'Kalo ne: Ofertat' }).click();
    await expect(page.getByText(MSG.saved)).toBeVisible();
    await page.keyboard.press('Escape');
    await shell.expectPending(0);
    await page.goto('/dashboard/offers');
    const arrived = page.getByRole('region', { name: 'Klientet qe presin oferten' });
    await arrived.getByRole('listitem').filter({ hasText: clientName }).getByRole('link', { name: `Oferte per ${projectName}` }).click();
    await page.waitForURL(`**/dashboard/offers/create/${ids.projectId}`);
  });

  await test.step('offers: an approved offer with one line made in the workshop', async () => {
    const offer = new OfferForm(page);
    await offer.choose(offer.form, 'Statusi i ofertes', 'Aprovuar');
    await offer.addLine(1, { article: ARTICLE, quantity: '1', price: '180', discount: '0', tax: '18' });
    // A line of an article made here is for production by default.
    await expect(offer.line(1).getByRole('combobox', { name: 'Prodhim / Blerje', exact: true })).toHaveValue('Prodhim');
    await offer.saveButton.click();
    await expect(page.getByText(OFFER_MSG.created)).toBeVisible();
    await page.waitForURL(/\/dashboard\/offers\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    ids.offerId = new URL(page.url()).pathname.split('/')[4]!;
  });

  await test.step('agreements: the agreement of that offer', async () => {
    const agreement = new AgreementForm(page);
    await agreement.open(ids.offerId, ids.projectId);
    await agreement.date('Fillimi i finalizimit', today);
    await agreement.date('Perfundimi i finalizimit', addDays(today, 20));
    await agreement.saveButton.click();
    await expect(page.getByText(AGREEMENT_MSG.created)).toBeVisible();
    await page.waitForURL((url) => !url.pathname.includes(ids.offerId));
    // The agreement puts the line into production on the server; the feed brings it to the board.
    await shell.expectPending(0);
  });

  await test.step('production: the product is on the status board; every process is finished in its box', async () => {
    const board = new StatusBoard(page);
    await board.goto(FIRST_DEPARTMENT);
    await page.getByRole('searchbox', { name: 'Kerko klientin' }).fill(first);
    const row = page.locator('li[data-product]').filter({ hasText: clientName });
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    ids.productId = (await row.getAttribute('data-product'))!;
    const processes = await row.locator('button[data-process]').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('data-process')!));
    expect(processes, 'the bookcase chain of the demo catalogue').toHaveLength(9);
    // The Admin switch: a full-privileges user finishes any box, whoever is responsible for it.
    await page.getByRole('switch', { name: 'Admin' }).check();
    for (const [i, name] of processes.entries()) {
      await board.change(ids.productId, name, 'Perfunduar');
      await board.expectClosed();
      // The last one sends the product to the warehouse: it leaves the board.
      if (i < processes.length - 1) await board.expectStatus(ids.productId, name, 1);
    }
    await expect(row).toHaveCount(0);
    await shell.expectPending(0);
  });

  await test.step('warehouse: the product is deposited for the driver and the installer', async () => {
    const deposit = new WarehouseDeposit(page);
    await deposit.goto(ids.clientId, ids.projectId);
    await deposit.quantity(ids.projectId, ids.productId).fill('1');
    const form = deposit.form(ids.projectId);
    for (const [label, person] of [
      ['Transportuesit', 'Fatmir Shala'],
      ['Instaluesit', 'Liridon Morina'],
    ] as const) {
      await form.getByRole('combobox', { name: label }).fill(person);
      await page.getByRole('listbox').getByRole('option', { name: person }).first().click();
      await page.keyboard.press('Escape');
    }
    await deposit.save(ids.projectId);
    await deposit.expectToast(MSG.recordCreated);
    await expect(deposit.records(ids.projectId)).toHaveCount(1);
    ids.warehouseRecordId = (await deposit.records(ids.projectId).getAttribute('data-record'))!;
    await shell.expectPending(0);
  });

  await test.step('transport: the record is carried, start and arrival stamped', async () => {
    const transport = new TransportForm(page);
    await transport.openRecord(ids.warehouseRecordId);
    await transport.allEquipment.check();
    await transport.stamp(ids.warehouseRecordId, 'Nisja');
    await transport.stamp(ids.warehouseRecordId, 'Arritja');
    await transport.saveButton.click();
    await page.waitForURL('**/dashboard/transport');
    await shell.expectPending(0);
    ids.transportId = (await transportOf(server, ids.projectId, ids.warehouseRecordId)).id;
  });

  await test.step('installation: started, signed by both, ended', async () => {
    const installation = new InstallationForm(page);
    await installation.open(ids.transportId, projectName);
    await installation.stamp('Fillimi');
    await installation.comment.fill('Montuar ne mur.');
    await installation.sign('instaluesit');
    await installation.sign('klientit');
    await installation.stamp('Mbarimi');
    await installation.saveButton.click();
    await expect(page.getByText(INSTALLATION_MSG.created)).toBeVisible();
    await shell.expectPending(0);
  });

  await test.step("service: a ticket on the client's project", async () => {
    const service = new ServiceForm(page);
    await service.openRegistered();
    await service.choose('Projekti', `${clientName} — ${projectName}`);
    await service.fill('Problemi', 'Nje raft duhet rregulluar.');
    await service.saveButton.click();
    await service.expectToast(SERVICE_MSG.serviceCreated);
    await shell.expectPending(0);
  });

  await test.step('impression: the client rates the installation on the tablet', async () => {
    const impression = new ImpressionForm(page);
    await impression.goto(ids.clientId, ids.projectId);
    const count = await impression.questions.count();
    for (let i = 0; i < count; i++) await impression.rate(i, 5);
    await impression.feedback.fill('Shume te kenaqur.');
    await impression.saveButton.click();
    await expect(page.getByText(IMPRESSION_MSG.created)).toBeVisible();
    await shell.expectPending(0);
  });

  await test.step("the summary panel shows every step of the client's timeline with its date", async () => {
    // Opened from a list row: the warehouse's records, newest first, where the client's deposit is on top.
    await page.goto('/dashboard/warehouse/all-clients');
    await page.getByRole('row').filter({ hasText: clientName }).getByRole('button', { name: /^Permbledhje/ }).click();
    const timeline = page.getByRole('dialog', { name: /^Permbledhje/ }).getByRole('region', { name: 'Rrjedha e klientit' });
    for (const step of STEPS) await expect(timeline.locator(`li[data-step="${step}"]`).first(), step).toContainText(formatDate(today));
  });
});
