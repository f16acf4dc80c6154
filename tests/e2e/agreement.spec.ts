import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import type { AgreementListRow, AgreementRead } from '../../domain/agreement/endpoints.js';
import { addDays, dayOfMs } from '../../domain/days.js';
import { newId } from '../../domain/ids.js';
import { expect, test } from './fixtures';
import { AgreementForm } from './pages/AgreementForm';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * The agreement signed at the client's table (issue 15): on a tablet
 * without signal the office fills the agreement of an approved offer and the
 * client signs it on the pad; a reload keeps it; back in signal it reaches
 * the server exactly once, with its signature file. A cancel without its
 * file is refused in the form and by the API.
 */

test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true });

interface ApprovedOffer {
  clientId: string;
  projectId: string;
  offerId: string;
}

/** A new client of the office with one project and an approved offer of one line made in the workshop. */
async function approvedOffer(server: ServerApi, tag: string): Promise<ApprovedOffer> {
  const ids = { clientId: newId(), projectId: newId(), offerId: newId() };
  await server.json('POST', 'clients', {
    as: 'office',
    body: { id: ids.clientId, firstnameAndLastname: `Marreveshje${tag}`, lastName: 'Testi', phoneNumber: '044 123 456', city: 1, projects: [{ id: ids.projectId, projectName: `Kuzhina ${tag}` }] },
  });
  const { data: articles } = await server.json<{ data: { id: string }[] }>('GET', 'admin/articles');
  await server.json('POST', 'offers', {
    as: 'office',
    body: { id: ids.offerId, clientId: ids.clientId, projectId: ids.projectId, offerStatusId: 2, products: [{ id: newId(), designation: articles[0]!.id, quantity: 2, price: 500, tax: 18, forProduction: 1 }] },
  });
  return ids;
}

const agreementsOf = async (server: ServerApi, offerId: string) => (await server.json<{ data: AgreementListRow[] }>('GET', 'agreements')).data.filter((a) => a.offerId === offerId);

const tag = () => Date.now().toString(36).slice(-6);
const today = () => dayOfMs(Date.now());

test('offline on a tablet: filled and signed on the pad, a reload keeps it, online it lands once with its signature', async ({ page, context, server, signIn, shell }) => {
  const offer = await approvedOffer(server, tag());
  const form = new AgreementForm(page);
  await signIn('office');
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await form.open(offer.offerId, offer.projectId);
  await form.text('Parapagimi').fill('250');
  await form.date('Fillimi i finalizimit', today());
  await form.date('Perfundimi i finalizimit', addDays(today(), 20));
  await form.form.getByLabel('Komenti').fill('Nenshkruar ne tavoline.');
  await form.sign();

  // Not saved yet: a reload keeps the draft, the signature on the pad too.
  await page.reload();
  await expect(form.signature).toHaveAttribute('data-signature', 'saved');
  await expect(form.form.getByLabel('Komenti')).toHaveValue('Nenshkruar ne tavoline.');
  expect(await outboxCount(page)).toBe(0);

  await form.saveButton.click();
  await shell.expectKeptOnDevice(AGREEMENT_MSG.created);
  await page.waitForURL((url) => !url.pathname.includes(offer.offerId));
  const agreementId = new URL(page.url()).pathname.split('/')[4]!;
  await expect(form.pending).toBeVisible();
  await expect(form.form.locator('[data-queued-file="signature"]')).toHaveCount(1);
  await shell.expectPending(1);

  // A reload without signal: the agreement is there, pending, with its signature queued.
  await page.reload();
  await shell.expectReady();
  await expect(page.getByRole('heading', { name: 'Ndrysho marreveshjen' })).toBeVisible();
  await expect(form.pending).toBeVisible();
  await expect(form.form.locator('[data-queued-file="signature"]')).toHaveCount(1);
  await expect(form.text('Parapagimi')).toHaveValue(/250/);
  expect(await outboxCount(page)).toBe(1);

  await context.setOffline(false);
  await shell.expectPending(0);
  const stored = await agreementsOf(server, offer.offerId);
  expect(stored.map((a) => a.id)).toEqual([agreementId]);
  const { data } = await server.json<{ data: AgreementRead }>('GET', `agreements/${agreementId}`);
  expect(data.prepaid).toBe(250);
  expect(data.totalDebtLeft).toBe(Math.round((data.total - 250) * 100) / 100);
  expect(data.agreementFiles.signature).toHaveLength(1);
  const png = await server.request('GET', `files/${data.agreementFiles.signature[0]!.id}`);
  expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');

  // The feed brings the stored signature: nothing pending, the file listed as stored.
  await expect(form.pending).toHaveCount(0);
  await expect(form.form.locator('[data-stored-file="signature"]')).toHaveCount(1);

  // The lists read the mirror: the client's agreements, and all agreements filtered by status and start (Filtro).
  const line = page.locator(`[data-agreement-line="${agreementId}"]`);
  await page.goto(`/dashboard/agreements/all-agreements/${offer.clientId}`);
  await expect(line).toBeVisible();
  await page.goto('/dashboard/agreements');
  const filter = page.getByRole('form', { name: 'Filtri i marreveshjeve' });
  const [y, m, d] = today().split('-');
  for (const label of ['Data e fillimit', 'Data e mbarimit']) await filter.getByRole('textbox', { name: label, exact: true }).fill(`${d}.${m}.${y}`);
  await filter.getByRole('button', { name: 'Filtro' }).click();
  await expect(line).toBeVisible();
});

test("a cancel without its cancellation file is refused ('Ngarkoni file-in perkates per anulim!'): nothing is queued, and the API refuses it too", async ({ page, server, signIn, shell }) => {
  const offer = await approvedOffer(server, tag());
  const form = new AgreementForm(page);
  await signIn('office');
  await form.open(offer.offerId, offer.projectId);
  await form.date('Fillimi i finalizimit', today());
  await form.cancel();
  await form.saveButton.click();
  await expect(form.refusal).toHaveText(AGREEMENT_MSG.cancelFileNeeded);
  expect(await outboxCount(page)).toBe(0);
  await shell.expectPending(0);

  const refused = await server.request('POST', 'agreements', {
    as: 'office',
    body: { id: newId(), clientId: offer.clientId, offerId: offer.offerId, agreementStatusId: 5, start: today() },
  });
  expect(refused.status).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain(AGREEMENT_MSG.cancelFileNeeded);
  expect(await agreementsOf(server, offer.offerId)).toEqual([]);
});
