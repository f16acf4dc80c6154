import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatMoney } from '../../domain/format.js';
import { newId } from '../../domain/ids.js';
import { OFFER_MSG } from '../../domain/offer/messages.js';
import type { OfferListRow, OfferRead } from '../../domain/offer/endpoints.js';
import { expect, test } from './fixtures';
import { OfferForm, type LineFigures } from './pages/OfferForm';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * The office's offer (issue 15): three rows and a percent discount typed in
 * the form, the totals shown as spec 000 §5 computes them, saved once, and
 * its PDF carrying those totals; and an offer made without signal that
 * survives a reload and reaches the server exactly once.
 */

test.use({ viewport: { width: 800, height: 1280 } });

/** A new client of the office with one project; answers their ids. */
async function newProject(server: ServerApi, tag: string): Promise<{ clientId: string; projectId: string }> {
  const clientId = newId();
  const projectId = newId();
  await server.json('POST', 'clients', {
    as: 'office',
    body: { id: clientId, firstnameAndLastname: `Oferte${tag}`, lastName: 'Testi', phoneNumber: '044 123 456', city: 1, projects: [{ id: projectId, projectName: `Kuzhina ${tag}` }] },
  });
  return { clientId, projectId };
}

/** Three article labels as the row's picker shows them ('code — name'). */
async function articleLabels(server: ServerApi): Promise<string[]> {
  const { data } = await server.json<{ data: { code: string; name: string }[] }>('GET', 'admin/articles');
  return data.slice(0, 3).map((a) => (a.code ? `${a.code} — ${a.name}` : a.name));
}

/** Spec 000 §5, in cents, rounded half up at each step as the columns store it — computed here from the inputs, not by the app's code. */
const cents = (x: number) => Math.round(x * 100);
function lineCents(l: { price: number; discount: number; tax: number; quantity: number }): number {
  const net = Math.round((cents(l.price) * (100 - l.discount)) / 100);
  const withTax = Math.round((net * (100 + l.tax)) / 100);
  return Math.round(withTax * l.quantity);
}

const offersOf = async (server: ServerApi, clientId: string) => (await server.json<{ data: OfferListRow[] }>('GET', 'offer/filter')).data.filter((o) => o.clientId === clientId);

async function pdfTextOf(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) pages.push((await (await pdf.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  await pdf.destroy();
  return pages.join('\n');
}

test('three rows and a percent discount: the totals follow §5, the server holds the offer once with them, and its PDF says them', async ({ page, server, signIn, shell }) => {
  const tag = Date.now().toString(36).slice(-6);
  const { clientId, projectId } = await newProject(server, tag);
  const [a, b, c] = await articleLabels(server);
  const rows: (LineFigures & { figures: { price: number; discount: number; tax: number; quantity: number } })[] = [
    { article: a!, quantity: '3', price: '123,45', discount: '12,5', tax: '18', figures: { price: 123.45, discount: 12.5, tax: 18, quantity: 3 } },
    { article: b!, quantity: '2.5', price: '80', discount: '0', tax: '8', figures: { price: 80, discount: 0, tax: 8, quantity: 2.5 } },
    { article: c!, quantity: '1', price: '1999.99', discount: '5', tax: '18', figures: { price: 1999.99, discount: 5, tax: 18, quantity: 1 } },
  ];
  const lineTotals = rows.map((r) => lineCents(r.figures));
  const totalCents = lineTotals.reduce((x, y) => x + y, 0);
  const discountTotalCents = totalCents - Math.round((totalCents * 7.5) / 100);

  const form = new OfferForm(page);
  await signIn('office');
  await form.open(projectId);
  for (const [i, row] of rows.entries()) {
    await form.addLine(i + 1, row);
    await expect(form.lineTotal(i + 1)).toHaveText(formatMoney(lineTotals[i]! / 100));
  }
  await form.percentDiscount('7,5');
  await expect(form.total).toHaveText(formatMoney(totalCents / 100));
  await expect(form.discountTotal).toHaveText(formatMoney(discountTotalCents / 100));

  await form.saveButton.click();
  await expect(page.getByText(OFFER_MSG.created)).toBeVisible();
  await page.waitForURL(/\/dashboard\/offers\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await shell.expectPending(0);
  const held = await offersOf(server, clientId);
  expect(held).toHaveLength(1);
  const { data: offer } = await server.json<{ data: OfferRead }>('GET', `offers/${held[0]!.id}`);
  expect(offer.products.map((p) => cents(p.totalPrice))).toEqual(lineTotals);
  expect([cents(offer.total), cents(offer.discountTotal), offer.discountType, offer.discountValue]).toEqual([totalCents, discountTotalCents, 1, 7.5]);

  // The feed brings the number; the PDF is made on the device from the mirror.
  await expect(form.form.locator(`[data-offer-number="${offer.number}"]`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), form.pdfButton.click()]);
  const text = await pdfTextOf(await download.path());
  expect(text).toContain(formatMoney(totalCents / 100).replace(' €', ''));
  expect(text).toContain(formatMoney(discountTotalCents / 100).replace(' €', ''));
});

test('offline: a new offer is saved, kept through a reload, and reaches the server exactly once', async ({ page, context, server, signIn, shell }) => {
  const tag = Date.now().toString(36).slice(-6);
  const { clientId, projectId } = await newProject(server, tag);
  const [article] = await articleLabels(server);
  const form = new OfferForm(page);
  await signIn('office');
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await form.open(projectId);
  await form.addLine(1, { article: article!, quantity: '2', price: '50', discount: '10', tax: '18' });
  await expect(form.total).toHaveText(formatMoney(106.2));
  await form.saveButton.click();
  await shell.expectKeptOnDevice(OFFER_MSG.created);
  await page.waitForURL(/\/dashboard\/offers\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await shell.expectPending(1);

  await page.reload();
  await shell.expectReady();
  await expect(form.form).toBeVisible();
  await expect(form.pending).toBeVisible();
  await expect(form.lineTotal(1)).toHaveText(formatMoney(106.2));
  await expect(form.total).toHaveText(formatMoney(106.2));
  await shell.expectPending(1);

  await context.setOffline(false);
  await shell.expectPending(0);
  const held = await offersOf(server, clientId);
  expect(held).toHaveLength(1);
  expect(held[0]!.total).toBe(106.2);
});

test("a saved offer's rows are saved one by one: the offer waits for an unsaved row, a canceled row leaves the total", async ({ page, server, signIn, shell }) => {
  const tag = Date.now().toString(36).slice(-6);
  const { clientId, projectId } = await newProject(server, tag);
  const { data: articles } = await server.json<{ data: { id: string; code: string; name: string }[] }>('GET', 'admin/articles');
  const offerId = newId();
  const firstRow = newId();
  await server.json('POST', 'offers', {
    as: 'office',
    body: { id: offerId, clientId, projectId, products: [{ id: firstRow, designation: articles[0]!.id, quantity: 1, price: 100, tax: 0, discount: 0 }] },
  });
  const second = articles[1]!;
  const form = new OfferForm(page);
  await signIn('office');
  await form.open(offerId, projectId);
  await expect(form.total).toHaveText(formatMoney(100));

  await form.addLine(2, { article: second.code ? `${second.code} — ${second.name}` : second.name, quantity: '2', price: '30', discount: '0', tax: '0' });
  await expect(form.total).toHaveText(formatMoney(160));
  await form.saveButton.click();
  await expect(form.form.getByRole('alert').filter({ hasText: OFFER_MSG.saveProductsFirst }).first()).toBeVisible();

  await form.line(2).getByRole('button', { name: 'Ruaj produktin' }).click();
  await expect(page.getByText(OFFER_MSG.productSaved)).toBeVisible();
  await form.line(1).getByRole('button', { name: 'Anulo produktin' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Anulo produktin' }).click();
  await expect(page.getByText(OFFER_MSG.productCanceled)).toBeVisible();
  await expect(form.total).toHaveText(formatMoney(60));
  await form.saveButton.click();
  await expect(page.getByText(OFFER_MSG.saved)).toBeVisible();

  await shell.expectPending(0);
  const { data: offer } = await server.json<{ data: OfferRead }>('GET', `offers/${offerId}`);
  expect(offer.total).toBe(60);
  expect(offer.products.map((p) => [p.id === firstRow, p.canceled, p.totalPrice])).toEqual([
    [true, 1, 100],
    [false, 0, 60],
  ]);
});
