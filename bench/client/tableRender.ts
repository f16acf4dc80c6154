import type { Page } from 'playwright-core';

export interface TableRender {
  rowsInDexie: number;
  /** In-app navigation to /admin/units until its first page of rows is drawn (Dexie read of every row, sort, 50 rows). */
  routeMs: number[];
  /** The same table switched to 1,000 rows per page (virtualised) until it is drawn. */
  pageOf1000Ms: number[];
}

/**
 * (b) First render of the units table with ≥ 1,000 rows in IndexedDB, timed
 * in the page (performance.now) from the click that navigates to the list
 * until the rows are in the DOM and a frame has been produced.
 */
export async function measureTableRender(page: Page, rowsInDexie: number, runs = 7): Promise<TableRender> {
  const routeMs: number[] = [];
  const pageOf1000Ms: number[] = [];
  await page.goto('/admin');
  await page.locator('#side-nav a[href="/admin/units"]').waitFor();
  for (let run = 0; run < runs; run++) {
    await page.locator('#side-nav a[href="/admin"]').click();
    await page.locator('#main ul a[href="/admin/units"]').waitFor();
    routeMs.push(
      await page.evaluate(() => {
        return new Promise<number>((resolve) => {
          const rows = () => document.querySelectorAll('#main table tbody tr[aria-rowindex]').length;
          const started = performance.now();
          const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
          const observer = new MutationObserver(() => {
            if (rows() >= 50) {
              observer.disconnect();
              done();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          document.querySelector<HTMLAnchorElement>('#side-nav a[href="/admin/units"]')!.click();
        });
      }),
    );
    pageOf1000Ms.push(
      await page.evaluate(() => {
        return new Promise<number>((resolve) => {
          const select = [...document.querySelectorAll<HTMLSelectElement>('#main nav select')].find((s) => [...s.options].some((o) => o.value === '1000'))!;
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('#main table tbody tr[aria-rowindex="1001"]') || /1–1000 /.test(document.querySelector('#main nav')?.textContent ?? '')) {
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, '1000');
          select.dispatchEvent(new Event('change', { bubbles: true }));
        });
      }),
    );
  }
  return { rowsInDexie, routeMs, pageOf1000Ms };
}
