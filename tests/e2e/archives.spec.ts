import type { Page } from '@playwright/test';
import type { ArchivePage } from '../../domain/archive/reads.js';
import { expect, test } from './fixtures';
import { waitForOfflineReady } from './support/pwa';

/**
 * The archives (issue 16; spec 000 §2, 001 §2): one screen at
 * /dashboard/{module}/archive/{moduleName?} whose tabs switch between the ten
 * archives, a line's edit opening its module's form, a delete that asks,
 * queues and lands on the server, and an archive that opens offline. One
 * signed-in page walks it all (the archives are read from the mirror).
 */

/** Each archive's tab on the screen and its table's caption. */
const ARCHIVES = [
  { module: 'contact', tab: 'Arkiva e kontakteve', table: 'Klientet e arkivuar' },
  { module: 'measures', tab: 'Arkiva e matjeve', table: 'Arkiva e matjeve' },
  { module: 'offers', tab: 'Arkiva e ofertave', table: 'Arkiva e ofertave' },
  { module: 'agreements', tab: 'Arkiva e marreveshjeve', table: 'Arkiva e marreveshjeve' },
  { module: 'production', tab: 'Arkiva e prodhimit', table: 'Arkiva e produkteve' },
  { module: 'warehouse', tab: 'Arkiva e depos', table: 'Arkiva e depos' },
  { module: 'transport', tab: 'Arkiva e transportit', table: 'Arkiva e transportit' },
  { module: 'installation', tab: 'Arkiva e instalimeve', table: 'Arkiva e instalimeve' },
  { module: 'service', tab: 'Arkiva e servisimit', table: 'Arkiva e servisimit' },
  { module: 'impression', tab: 'Arkiva e pershtypjeve', table: 'Arkiva e pershtypjeve' },
] as const;

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Arkivat' });
const dataRows = (page: Page, caption: string) => page.getByRole('table', { name: caption }).locator('tbody tr');

test('every archive opens from one screen, edits open their forms, a delete lands on the server, and an archive opens offline', async ({ page, context, server, signIn, shell }) => {
  test.setTimeout(90_000);
  await signIn('admin');

  await test.step('the tabs switch whose archive the path module shows', async () => {
    await page.goto('/dashboard/transport/archive');
    await expect(tabs(page).getByRole('link', { name: 'Arkiva e transportit' })).toHaveAttribute('aria-current', 'page');
    for (const archive of ARCHIVES) {
      await tabs(page).getByRole('link', { name: archive.tab }).click();
      await expect(page).toHaveURL(archive.module === 'transport' ? /\/dashboard\/transport\/archive$/ : new RegExp(`/dashboard/transport/archive/${archive.module}$`));
      // The demo has no client archived by hand (nothing in the API archives one): contact's archive says it is empty.
      if (archive.module === 'contact') await expect(page.getByText('Nuk ka te dhena !')).toBeVisible();
      else await expect(dataRows(page, archive.table).first(), `${archive.module}'s archive has lines in the demo`).toBeVisible();
    }
    // The transport area's own navigation stays: the path's module is where the user is.
    await expect(page.getByRole('navigation', { name: 'Faqet e transportit' })).toBeVisible();
  });

  await test.step("a line's edit opens its module's form", async () => {
    await page.goto('/dashboard/contact/archive/offers');
    await dataRows(page, 'Arkiva e ofertave').first().getByRole('button', { name: /^Edito:/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/offers\/create\/[0-9a-f-]{36}(\/[0-9a-f-]{36})?$/);
  });

  await test.step('a delete asks, queues and the row is gone on the server', async () => {
    const before = await server.json<ArchivePage>('GET', 'archive/impression?pageSize=10000');
    const line = before.data[0]!;
    const label = `${line.clientName} · ${line.projectName}`;
    await page.goto('/dashboard/impression/archive');
    const row = dataRows(page, 'Arkiva e pershtypjeve').filter({ has: page.getByRole('button', { name: `Fshij: ${label}`, exact: true }) });
    await row.getByRole('button', { name: `Fshij: ${label}`, exact: true }).first().click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(label);
    await confirm.getByRole('button', { name: 'Fshij' }).click();
    await shell.expectPending(0);
    // The badge can read 0 before the delete is queued at all: the server is asked until it has it (red once in CI).
    await expect.poll(async () => (await server.json<ArchivePage>('GET', 'archive/impression?pageSize=10000')).total, { timeout: 15_000 }).toBe(before.total - 1);
    const after = await server.json<ArchivePage>('GET', 'archive/impression?pageSize=10000');
    expect(after.data.map((l) => l.id)).not.toContain(line.id);
  });

  await test.step("the later modules' modal offers a timer, the calendars and their archives", async () => {
    await page.goto('/dashboard/warehouse');
    await page.getByRole('button', { name: 'Kohematesi, kalendari, arkivat' }).click();
    const modal = page.getByRole('dialog', { name: 'Kohematesi, kalendari dhe arkivat' });
    for (const section of ['Kohematesi', 'Kalendari', 'Arkivat']) await expect(modal.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Kalendari i prodhimit' })).toBeVisible();
    await modal.getByRole('link', { name: 'Arkiva e instalimeve' }).click();
    await expect(page).toHaveURL(/\/dashboard\/installation\/archive$/);
    await expect(modal).toBeHidden();
  });

  await test.step('an archive opens offline after a reload', async () => {
    await page.goto('/dashboard/installation/archive/service');
    await expect(dataRows(page, 'Arkiva e servisimit').first()).toBeVisible();
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await shell.expectReady();
    await expect(dataRows(page, 'Arkiva e servisimit').first()).toBeVisible();
    await context.setOffline(false);
  });
});
