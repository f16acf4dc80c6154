import { DEPARTMENTS } from '../../server/seed/catalog.js';
import { expect, test } from './fixtures';
import { albanianOnly, leftovers } from './support/leftovers';

/**
 * English and German are complete on the main screens (issue 16): after the
 * shell's language switch, no screen shows a text of the Albanian catalogue
 * that the language translates differently (support/leftovers.ts). Names
 * are data, whatever they spell: the signed-in user's, and the demo
 * catalogue's departments and processes the board shows ('Ngarkimi').
 */

const USER = 'admin';
const NAMES = new Set<string>([USER, ...Object.keys(DEPARTMENTS), ...Object.values(DEPARTMENTS).flat()]);

const SCREENS = [
  '/dashboard/contact',
  '/dashboard/contact/create',
  '/dashboard/measures',
  '/dashboard/offers',
  '/dashboard/offers/create',
  '/dashboard/agreements',
  '/dashboard/agreements/project/calendar',
  '/dashboard/production/create',
  '/dashboard/warehouse',
  '/dashboard/transport',
  '/dashboard/installation/records',
  '/dashboard/service',
  '/dashboard/impression',
  '/admin',
  '/dashboard/outbox',
] as const;

test('English, then German: the main screens show no Albanian left over', async ({ page, signIn, shell }) => {
  await signIn(USER);
  const heading = shell.main.getByRole('heading', { level: 1 }).first();
  const found: string[] = [];
  for (const locale of ['en', 'de'] as const) {
    const albanian = albanianOnly(locale);
    await shell.chooseLanguage(locale);
    for (const path of SCREENS) {
      if (new URL(page.url()).pathname !== path) {
        const before = (await heading.textContent()) ?? '';
        // In-app navigation, no reload: the router follows history.pushState.
        await page.evaluate((to) => history.pushState({}, '', to), path);
        // The screen is drawn once its own heading replaces the last one's.
        await expect(heading).not.toHaveText(before);
      }
      await expect(heading).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const text of await leftovers(page, albanian, NAMES)) found.push(`${locale} ${path}: ${text}`);
    }
  }
  expect(found, 'Albanian texts on screens shown in English or German').toEqual([]);
});
