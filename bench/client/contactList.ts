import type { Browser } from 'playwright-core';
import { newAppContext, signInSynced } from './browser.js';

export interface ContactListFigures {
  clients: number;
  /** In-app navigation to /dashboard/contact until its rows are drawn (the mirror's clients read and held, filtered, 50 drawn). */
  routeMs: number[];
  /** A letter of the alphabet filter clicked → the list redrawn from the clients held in memory. */
  letterMs: number[];
  /** A date range typed and 'Filtro' pressed → the list redrawn. */
  dateMs: number[];
  /** The same filtering without the screen: every client read from Dexie (IndexedDB) and filtered, in the page. */
  dexieReadAndFilterMs: number[];
}

/**
 * Times one user action in the page: from `act` until the list's rows change
 * and a frame is drawn; refuses after 10 s (an action that changed nothing
 * would otherwise wait for ever).
 */
const timed = (act: string) => `new Promise((resolve, reject) => {
  const shown = () => document.querySelector('#main table tbody')?.textContent ?? '';
  const before = shown();
  const started = performance.now();
  const giveUp = setTimeout(() => { observer.disconnect(); reject(new Error('the list did not change')); }, 10000);
  const observer = new MutationObserver(() => {
    if (shown() !== before) { observer.disconnect(); clearTimeout(giveUp); requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0)); }
  });
  observer.observe(document.querySelector('#main'), { childList: true, subtree: true, characterData: true });
  ${act}
})`;

/**
 * In the page: every client of the signed-in user's mirror read with one
 * getAll and, given a filter, filtered by first letter and creation date as
 * the list does; answers how many and how long.
 */
async function readMirrorClients(filter: { letter: string; from: string } | null): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  const session = JSON.parse(localStorage.getItem('zanati.session')!) as { companyCode: string; userId: string };
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(`zanati-${session.companyCode}-${session.userId}`);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(new Error('the mirror did not open'));
  });
  const rows = await new Promise<{ firstnameAndLastname: string; createdAt: string; archivedAt: string | null }[]>((resolve) => {
    const read = db.transaction('clients').objectStore('clients').getAll();
    read.onsuccess = () => resolve(read.result as { firstnameAndLastname: string; createdAt: string; archivedAt: string | null }[]);
  });
  db.close();
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const shown = filter ? rows.filter((c) => c.archivedAt === null && c.createdAt >= filter.from && fold(c.firstnameAndLastname).startsWith(filter.letter.toLowerCase())) : rows;
  return { rows: shown.length, ms: performance.now() - started };
}

/**
 * The contact list with the large set's 5,000 clients in the office's mirror
 * (issue 14: "filters by letter and date < 100 ms from Dexie"), timed in the
 * page with performance.now, each action until the list is redrawn.
 */
export async function measureContactList(browser: Browser, origin: string, runs = 7): Promise<ContactListFigures> {
  const context = await newAppContext(browser, origin);
  const page = await context.newPage();
  await signInSynced(page, 'office');
  const clients = (await page.evaluate(readMirrorClients, null)).rows;
  const figures: ContactListFigures = { clients, routeMs: [], letterMs: [], dateMs: [], dexieReadAndFilterMs: [] };
  const letters = ['B', 'D', 'E', 'F', 'G', 'K', 'L'];
  // The large set's clients arrive over the last six months: the narrower range starts 45 days back.
  const narrowFrom = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = narrowFrom.split('-');
  for (let run = 0; run < runs; run++) {
    await page.goto('/dashboard/measures');
    await page.locator('#side-nav a[href="/dashboard/contact"]').waitFor();
    figures.routeMs.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelectorAll('#main table tbody tr').length > 0 && document.querySelector('[aria-label="Filtri sipas shkronjes"]')) {
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            document.querySelector<HTMLAnchorElement>('#side-nav a[href="/dashboard/contact"]')!.click();
          }),
      ),
    );
    // Every client, whatever its date, so each letter has rows.
    await page.getByRole('button', { name: 'Te gjitha', exact: true }).click();
    await page.getByLabel('Nga data').fill('01.01.2000');
    await page.getByRole('button', { name: 'Filtro' }).click();
    const letter = letters[run % letters.length]!;
    figures.letterMs.push(await page.evaluate<number>(timed(`[...document.querySelectorAll('[aria-label="Filtri sipas shkronjes"] button')].find((b) => b.textContent.trim() === '${letter}').click();`)));
    await page.getByLabel('Nga data').fill(`${day}.${month}.${year}`);
    figures.dateMs.push(await page.evaluate<number>(timed(`[...document.querySelectorAll('#main button')].find((b) => b.textContent.trim() === 'Filtro').click();`)));
  }
  // Apart from the page loads above: right after one, the app's own start holds the mirror's stores and the same read waits up to ~2 s.
  await page.evaluate(readMirrorClients, null);
  for (let run = 0; run < runs; run++) figures.dexieReadAndFilterMs.push((await page.evaluate(readMirrorClients, { letter: letters[run % letters.length]!, from: narrowFrom })).ms);
  await context.close();
  return figures;
}
