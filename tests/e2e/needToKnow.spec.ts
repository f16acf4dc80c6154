import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readMeta, writeMeta } from './support/mirror';

/**
 * Need to know on the device (issue 34): a device whose scope narrowed — an
 * older release's, or a user given fewer modules — keeps no file its mirror
 * no longer holds once it is back at the feed's head. The older scope is
 * left in the device's meta as that release left it, with a drawing it may
 * no longer hold in the file cache beside one it still does.
 */

/** A file of each kind from the run's database: a drawing (the floor's and the drawers', not a driver's) and a user's avatar (everyone's). */
function fileIds(): { drawing: string; avatar: string } {
  const dataDir = process.env.ZANATI_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ZANATI_E2E_DATA_DIR is not set: the e2e global setup did not run');
  const db = new Database(path.join(dataDir, 'zanati.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const one = (ownerType: string) => (db.prepare('SELECT id FROM files WHERE owner_type = ? ORDER BY id LIMIT 1').get(ownerType) as { id: string }).id;
    return { drawing: one('blueprints'), avatar: one('users') };
  } finally {
    db.close();
  }
}

const cached = (page: Page, fileId: string) =>
  page.evaluate(async (href) => Boolean(await (await caches.open('zanati-files')).match(new URL(href, location.origin).href)), `/api/v1/files/${fileId}`);

test("a driver's phone left with an older, wider scope forgets the drawing it may no longer hold, and keeps the avatar", async ({ page, signIn }) => {
  const { drawing, avatar } = fileIds();
  await signIn('driver');
  const scope = (await readMeta(page, 'scope')) as string[];
  // As an older release left it: a wider scope, and a drawing in the file cache from then.
  await page.evaluate(
    async (hrefs) => {
      const cache = await caches.open('zanati-files');
      for (const href of hrefs) await cache.put(new URL(href, location.origin).href, new Response('file', { headers: { 'content-type': 'application/pdf' } }));
    },
    [`/api/v1/files/${drawing}`, `/api/v1/files/${avatar}`],
  );
  await writeMeta(page, 'scope', [...scope, 'blueprints'].sort());
  expect(await cached(page, drawing)).toBe(true);

  await page.reload();
  await expect.poll(() => cached(page, drawing), { message: 'the drawing left the file cache', timeout: 30_000 }).toBe(false);
  expect(await cached(page, avatar)).toBe(true);
  expect(await readMeta(page, 'forgetFiles')).toBeUndefined();
  expect(await readMeta(page, 'scope')).toEqual(scope);
});
