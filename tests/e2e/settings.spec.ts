import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OfferListRow } from '../../domain/offer/endpoints.js';
import type { CompanySettingsRead } from '../../domain/settings/read.js';
import { pngBytes } from '../fixtures/files.js';
import { expect, test } from './fixtures';
import { OfferForm } from './pages/OfferForm';
import { SettingsPage } from './pages/SettingsPage';
import { describeFindings, seriousAxeViolations } from './support/axe';
import type { ServerApi } from './support/serverApi';

/**
 * The company's settings (issue 16): the admin opens them from the user
 * menu, changes the name and a standard text and uploads a logo; the offer's
 * PDF, made on the device, says the new name and text. An office user sees
 * no settings item and the API refuses them.
 */

async function pdfTextOf(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) pages.push((await (await pdf.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  await pdf.destroy();
  return pages.join('\n');
}

const settingsOf = async (server: ServerApi) => (await server.json<{ data: CompanySettingsRead }>('GET', 'settings')).data;

let seeded: CompanySettingsRead | undefined;
test.afterAll(async ({ server }) => {
  // The other specs share the demo company: give it back its seeded words (the logo stays replaced).
  if (!seeded) return;
  const { id: _id, logoFileId: _logo, offerTexts: _texts, ...texts } = seeded;
  await server.json('POST', 'settings', { body: { ...texts, offerTexts: ['', '', '', '', ''] }, as: 'admin' });
});

test('the admin changes the company name, a standard text and the logo; the offer PDF says them', async ({ page, server, signIn, shell }) => {
  seeded = await settingsOf(server);
  const tag = Date.now().toString(36).slice(-6);
  const name = `Mobileria Prova ${tag}`;
  const paragraph = `Pagesa e dyte behet ne diten e montimit ${tag}.`;
  const settings = new SettingsPage(page);

  await signIn('admin');
  await shell.openUserMenu();
  await page.getByRole('banner').getByRole('link', { name: 'Parametrat', exact: true }).click();
  await settings.expectOpen();
  await expect(settings.companyName).toHaveValue(seeded.companyName);
  await expect(settings.paragraph(2)).toHaveValue('50% e vleres paguhet 2 dite para dergeses.');
  // The production capacity is edited here too, in the admin panel's own form.
  await expect(page.getByRole('heading', { name: 'Parametrat e prodhimit' })).toBeVisible();
  expect(describeFindings(await seriousAxeViolations(page))).toBe('');

  await settings.companyName.fill(name);
  await settings.paragraph(2).fill(paragraph);
  await settings.chooseLogo('logo.png', pngBytes());
  await expect(settings.logoPreview).toBeVisible();
  await settings.saveButton.click();
  await expect(page.getByText('Te dhenat u ruajten me sukses!')).toBeVisible();
  await shell.expectPending(0);

  const saved = await settingsOf(server);
  expect(saved.companyName).toBe(name);
  expect(JSON.parse(saved.offerTexts)).toEqual(['', paragraph, '', '', '']);
  expect(saved.logoFileId).not.toBe(seeded.logoFileId);

  // Any offer of the demo data: its PDF is made on the device from the mirror, the settings with it.
  const [offer] = (await server.json<{ data: OfferListRow[] }>('GET', 'offer/filter')).data.filter((o) => o.projectId);
  const form = new OfferForm(page);
  await form.open(offer!.id, offer!.projectId!);
  const [download] = await Promise.all([page.waitForEvent('download'), form.pdfButton.click()]);
  const text = await pdfTextOf(await download.path());
  expect(text).toContain(name);
  expect(text).toContain(paragraph);
  // The paragraphs left alone keep the spec's words.
  expect(text).toContain('Oferta eshte e vlefshme 30 dite nga data e saj.');
});

test('the settings screen works at 360 px: every control 44 px high, nothing wider than the screen', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn('admin');
  await page.goto('/dashboard/settings');
  const settings = new SettingsPage(page);
  await settings.expectOpen();
  // Nothing reaches past the screen's width: the screen's own fields, nor the shell's header with its search, sync, language and user controls.
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 360.5).map((e) => `${e.tagName}.${e.className}`),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const control of await settings.form.locator('input:not([type="file"]), textarea, button').all()) {
    if (!(await control.isVisible())) continue;
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

test('an office user without fullPrivileges sees no settings item, and the API refuses their save', async ({ page, server, signIn, shell }) => {
  await signIn('office');
  await shell.openUserMenu();
  const menu = page.getByRole('banner');
  await expect(menu.getByRole('link', { name: 'Ndryshimet ne pritje' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Parametrat', exact: true })).toHaveCount(0);
  const res = await server.request('POST', 'settings', { as: 'office', body: { companyName: 'Jo une' } });
  expect(res.status).toBe(403);
  expect((await settingsOf(server)).companyName).not.toBe('Jo une');
});
