import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import type { AgreementListRow, AgreementRead } from '../../domain/agreement/endpoints.js';
import type { TaskRead } from '../../domain/calendar/endpoints.js';
import type { ClientRead, ClientWithProjects } from '../../domain/contact/clientShape.js';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import { addDays, dayOfMs } from '../../domain/days.js';
import type { MeasureListRow, MeasureProject } from '../../domain/measure/endpoints.js';
import { MEASURE_MSG } from '../../domain/measure/messages.js';
import { MSG } from '../../domain/messages.js';
import type { OfferListRow, OfferRead } from '../../domain/offer/endpoints.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import { expect, test } from './fixtures';
import { AgreementForm } from './pages/AgreementForm';
import { AgreementsCalendar } from './pages/AgreementsCalendar';
import { ContactForm } from './pages/ContactForm';
import { MeasureForm } from './pages/MeasureForm';
import { OfferForm, type LineFigures } from './pages/OfferForm';
import { describeFindings, seriousAxeViolations } from './support/axe';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * The office's day without signal: signed in and synced, then offline from
 * the first change — a client with its project, its measure with a drawn
 * sketch, an offer of three rows, the agreement of that offer signed on the
 * pad, a calendar task. Each save says it is kept on the device (not the
 * online success), the badge says offline and how many wait (never "synced
 * now"), a reload brings it all back from the service worker, and when the
 * network returns everything goes by itself — nothing tapped — and the server
 * holds each row exactly once.
 */

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true } },
] as const;

/** The five saves of the day, in order: one outbox entry each. */
const SAVES = 5;

/** Long enough for a drain after a reconnect (a few requests, two multipart), short of "a while". */
const DRAIN_MS = 20_000;

/** Three article labels as the offer row's picker shows them ('code — name'). */
async function articleLabels(server: ServerApi): Promise<string[]> {
  const { data } = await server.json<{ data: { code: string; name: string }[] }>('GET', 'admin/articles');
  return data.slice(0, 3).map((a) => (a.code ? `${a.code} — ${a.name}` : a.name));
}

const clientsNamed = async (server: ServerApi, name: string) =>
  (await server.json<{ data: ClientRead[] }>('GET', `clients/search?query=${encodeURIComponent(name)}`, { as: 'office' })).data.filter((c) => c.firstnameAndLastname === name);

const projectsOf = async (server: ServerApi, clientId: string) =>
  (await server.json<{ data: { data: ClientWithProjects[] } }>('GET', `clients/${clientId}/projects`, { as: 'office' })).data.data[0]!.projects;

const measuresOf = async (server: ServerApi, projectId: string) =>
  (await server.json<{ data: MeasureListRow[] }>('GET', 'measure/filter', { as: 'office' })).data.filter((m) => m.projectId === projectId);

const offersOf = async (server: ServerApi, clientId: string) => (await server.json<{ data: OfferListRow[] }>('GET', 'offer/filter', { as: 'office' })).data.filter((o) => o.clientId === clientId);

const agreementsOf = async (server: ServerApi, offerId: string) =>
  (await server.json<{ data: AgreementListRow[] }>('GET', 'agreements', { as: 'office' })).data.filter((a) => a.offerId === offerId);

const tasksTitled = async (server: ServerApi, title: string) =>
  (await server.json<{ data: { tasks: TaskRead[] } }>('GET', 'agreements-calendar', { as: 'office' })).data.tasks.filter((t) => t.title === title);

/** How often the server recorded the row's creation (its audit trail): once, when it landed exactly once. */
const creations = async (server: ServerApi, type: string, id: string) => (await server.auditsOf(type, id)).filter((a) => a.event === 'created').length;

for (const device of DEVICES) {
  test.describe(`the office's offline day on a ${device.name}`, () => {
    test.use(device.use);

    test('client, measure with a sketch, offer of three rows, signed agreement and a task made offline survive a reload and land exactly once with no tap', async ({
      page,
      context,
      server,
      signIn,
      shell,
      outbox,
    }) => {
      // A whole day's work through five screens, each opened offline from the service worker.
      test.setTimeout(150_000);
      const tag = `${Date.now().toString(36).slice(-6)}${device.name[0]}`;
      const first = `Zyra${tag}`;
      const projectName = `Kuzhina ${tag}`;
      const title = `Takim ${tag}`;
      const today = dayOfMs(Date.now());
      const [a, b, c] = await articleLabels(server);
      const rows: LineFigures[] = [
        { article: a!, quantity: '2', price: '450', discount: '10', tax: '18' },
        { article: b!, quantity: '1', price: '1200', discount: '0', tax: '18' },
        { article: c!, quantity: '3', price: '85,50', discount: '5', tax: '8' },
      ];
      const contact = new ContactForm(page);
      const measure = new MeasureForm(page);
      const offer = new OfferForm(page);
      const agreement = new AgreementForm(page);
      const calendar = new AgreementsCalendar(page);

      await signIn('office');
      await waitForOfflineReady(page);
      await shell.watchOfflineFreshness();

      await context.setOffline(true);

      // The client with one project.
      await contact.open();
      await contact.fillClient(first, 'Dita', '044 321 654', 'Prizren');
      await contact.addProjects(projectName);
      await contact.save();
      await page.waitForURL('**/dashboard/contact');
      await shell.expectKeptOnDevice(CONTACT_MSG.clientCreated);
      await shell.expectOfflineWaiting(1);
      // The offline words (badge and toast) read as well as the online ones.
      const findings = await seriousAxeViolations(page);
      expect(findings, describeFindings(findings)).toEqual([]);

      // Its measure, with a sketch drawn on a blank page.
      await measure.open();
      await measure.choose('Klienti', `${first} Dita`);
      await measure.choose('Projekti', projectName);
      const { projectId } = await measure.projectAndClient();
      await measure.text('Materiali').fill('MDF e bardhe');
      await measure.choose('Statusi i matjes', 'Matje fillestare');
      await measure.drawSketchOnBlankPage();
      await measure.saveButton.click();
      await shell.expectKeptOnDevice(MEASURE_MSG.created);
      await expect(measure.pending).toBeVisible();
      await shell.expectOfflineWaiting(2);

      // The offer of that project, three rows.
      await offer.open(projectId);
      for (const [i, row] of rows.entries()) await offer.addLine(i + 1, row);
      await offer.saveButton.click();
      await shell.expectKeptOnDevice(OFFER_MSG.created);
      const offerId = await offer.savedOfferId();
      await expect(offer.pending).toBeVisible();
      await shell.expectOfflineWaiting(3);

      // The agreement of that offer, signed on the pad.
      await agreement.open(offerId, projectId);
      await agreement.text('Parapagimi').fill('300');
      await agreement.date('Fillimi i finalizimit', today);
      await agreement.date('Perfundimi i finalizimit', addDays(today, 21));
      await agreement.sign();
      await agreement.saveButton.click();
      await shell.expectKeptOnDevice(AGREEMENT_MSG.created);
      const agreementId = await agreement.savedAgreementId(offerId);
      await expect(agreement.pending).toBeVisible();
      await shell.expectOfflineWaiting(4);

      // A task on the calendar, today.
      await calendar.goto();
      await calendar.addTask({ title, start: today, end: today });
      await shell.expectKeptOnDevice(MSG.saved);
      await expect(calendar.event(title)).toHaveCount(1);
      await shell.expectOfflineWaiting(SAVES);

      // A reload without signal: the service worker brings the app back, with the day's work queued.
      await page.reload();
      await shell.expectReady();
      await shell.expectOfflineWaiting(SAVES);
      await expect(calendar.event(title)).toHaveCount(1);
      await outbox.goto();
      await outbox.expectAllWaiting(SAVES);
      await expect(outbox.entries.filter({ hasText: first }).first()).toBeVisible();
      expect(await outboxCount(page)).toBe(SAVES);
      expect(await clientsNamed(server, first)).toEqual([]);
      // Not once, in any document of the day, did the badge say offline and "synced now" together.
      expect(await shell.offlineFreshnessClaims()).toEqual([]);

      // Back online, on the pending-changes screen, and nothing is tapped: the queue empties by itself.
      await context.setOffline(false);
      await outbox.expectDrained(DRAIN_MS);
      expect(await outboxCount(page)).toBe(0);
      await shell.expectPending(0);

      await expect.poll(async () => (await clientsNamed(server, first)).length, { message: 'the client should be on the server' }).toBe(1);
      const [client] = await clientsNamed(server, first);
      const projects = await projectsOf(server, client!.id);
      expect(projects.map((p) => [p.id, p.projectName])).toEqual([[projectId, projectName]]);

      const measures = await measuresOf(server, projectId);
      expect(measures).toHaveLength(1);
      const opened = (await server.json<{ data: MeasureProject }>('GET', `measures/${projectId}/project`, { as: 'office' })).data;
      expect(opened.measure?.id).toBe(measures[0]!.id);
      expect(opened.measure!.sketch).toHaveLength(1);
      expect(opened.measure!.productMaterial).toBe('MDF e bardhe');

      expect((await offersOf(server, client!.id)).map((o) => o.id)).toEqual([offerId]);
      const { data: offerRead } = await server.json<{ data: OfferRead }>('GET', `offers/${offerId}`, { as: 'office' });
      expect(offerRead.products).toHaveLength(3);

      expect((await agreementsOf(server, offerId)).map((x) => x.id)).toEqual([agreementId]);
      const { data: agreementRead } = await server.json<{ data: AgreementRead }>('GET', `agreements/${agreementId}`, { as: 'office' });
      expect(agreementRead.prepaid).toBe(300);
      expect(agreementRead.agreementFiles.signature).toHaveLength(1);

      const tasks = await tasksTitled(server, title);
      expect(tasks.map((t) => [t.start, t.end])).toEqual([[today, today]]);

      // Each landed once: one creation in each row's audit trail, the offer's three rows too.
      const created = {
        client: await creations(server, 'clients', client!.id),
        project: await creations(server, 'projects', projectId),
        measure: await creations(server, 'measures', measures[0]!.id),
        offer: await creations(server, 'offers', offerId),
        offerRows: await Promise.all(offerRead.products.map((p) => creations(server, 'products', p.id))),
        agreement: await creations(server, 'agreements', agreementId),
        task: await creations(server, 'tasks', tasks[0]!.id),
      };
      expect(created).toEqual({ client: 1, project: 1, measure: 1, offer: 1, offerRows: [1, 1, 1], agreement: 1, task: 1 });
    });
  });
}
