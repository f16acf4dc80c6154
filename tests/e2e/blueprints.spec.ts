import { pdfBytes } from '../fixtures/files.js';
import { expect, test } from './fixtures';
import { BlueprintsPage } from './pages/BlueprintsPage';
import { floorServer } from './support/floorServer';

/** The blueprints screens (spec 001 §2 "Blueprints"): the clients by letter, one client's projects and products, a drawing given to a product. */
test('a client found by letter and by name gets a drawing for one product, which reaches the server once', async ({ page, signIn, server }) => {
  await signIn('admin');
  const blueprints = new BlueprintsPage(page);
  await blueprints.goto();
  const table = blueprints.table;

  // The letter bar narrows the table to the clients filed under that letter.
  const letters = page.getByRole('group', { name: 'Shkronja e pare e emrit' });
  const letter = letters.getByRole('button').nth(1);
  const chosen = (await letter.textContent())!.trim();
  await letter.click();
  await expect(letter).toHaveAttribute('aria-pressed', 'true');
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.normalize('NFD').replace(/\p{M}/gu, '').trim().charAt(0).toUpperCase()).toBe(chosen);

  await table.locator('tbody tr').first().getByRole('button', { name: /^Edito/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/blueprints\/create\/[0-9a-f-]{36}$/);
  const clientId = page.url().split('/').at(-1)!;
  const clientName = names[0]!.trim();
  await expect(page.getByRole('heading', { level: 2, name: clientName })).toBeVisible();

  // The search suggests by the start of a name, in any case: the same client again.
  await page.getByLabel('Kerko klientin').fill(clientName.slice(0, 3).toLowerCase());
  await expect(page.getByRole('list', { name: 'Klientet e gjetur' }).getByRole('link', { name: new RegExp(clientName) })).toBeVisible();
  await page.getByLabel('Kerko klientin').fill('');

  // A drawing for the first product of the first project.
  const project = page.locator('main section[aria-label]').nth(1);
  const productSection = project.locator('li section').first();
  await productSection.locator('input[type="file"]').setInputFiles({ name: 'Skica e dollapit.pdf', mimeType: 'application/pdf', buffer: pdfBytes('dollapi') });
  await productSection.getByRole('button', { name: 'Ngarko', exact: true }).click();
  // Pending at once; once the server has stored it, the drawing opens as a file (its name alone names the button).
  await expect(productSection.getByText(/Skica e dollapit.*ne pritje/)).toBeVisible();
  await expect(productSection.getByRole('button', { name: /^Skica e dollapit/ })).toBeVisible({ timeout: 15_000 });
  await expect(productSection.getByText(/ne pritje/)).toHaveCount(0);

  const floor = floorServer(server);
  try {
    const rows = await floor.connection.db
      .selectFrom('blueprints')
      .innerJoin('projects', 'projects.id', 'blueprints.projectId')
      .select(['blueprints.productId', 'blueprints.nameOfBlueprint'])
      .where('projects.clientId', '=', clientId)
      .where('blueprints.nameOfBlueprint', 'like', 'Skica e dollapit%')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.productId).not.toBeNull();
  } finally {
    await floor.close();
  }
});
