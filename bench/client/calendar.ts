import type { Browser } from 'playwright-core';
import { PLANNING_READ_MEASURE } from '../../src/modules/production/planning/livePlanning.js';
import { CALENDAR_READ_MEASURE } from '../../src/modules/production/planning/useCalendarProducts.js';
import { newAppContext, signInSynced } from './browser.js';

export interface CalendarFigures {
  /** Products the month's calendar holds (in range, in the department). */
  products: number;
  /** In-app navigation to the calendar until its events are drawn. */
  renderMs: number[];
  /** Of it, making the month's products from the products in production held in memory. */
  readMs: number[];
  /** The first open's read of every product in production from the mirror, once after the app starts. */
  firstReadMs: number;
}

/**
 * The production calendar's month view at the scale (the large set
 * narrowed to 2,000 live products in one department, all planned around this
 * month), on a tablet that pulled it: from the click on the calendar's link to
 * its events in the DOM; the first read from the mirror (once after the app
 * starts) and the month's assembly from memory measured on their own.
 */
export async function measureCalendar(browser: Browser, origin: string, departmentId: string, runs = 7): Promise<CalendarFigures> {
  const context = await newAppContext(browser, origin, { width: 1280, height: 900 });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`  page: ${m.text()}`);
  });
  try {
    await signInSynced(page, 'admin', 300_000);
    const month = new Date().toISOString().slice(0, 7);
    await page.evaluate(({ departmentId, month }) => localStorage.setItem('zanati.production.calendar', JSON.stringify({ departmentId, from: month, to: month })), { departmentId, month });
    // Once, so the calendar's chunk and FullCalendar are loaded like on any later visit.
    await page.goto('/dashboard/production/calendar');
    await page
      .locator('.fc-event')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (err: unknown) => {
        await page.screenshot({ path: 'bench-calendar-failure.png' });
        throw err;
      });
    const firstReadMs = await page.evaluate((measure) => performance.getEntriesByName(measure).at(-1)?.duration ?? Number.NaN, PLANNING_READ_MEASURE);
    const products = await page.evaluate(() => Number(/\d+/.exec(document.querySelector('main p[aria-live]')?.textContent ?? '')?.[0] ?? 0));

    const renderMs: number[] = [];
    const readMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.locator('#main nav a[href="/dashboard/production/archived-products"]').click();
      await page.locator('#main .fc').waitFor({ state: 'detached' });
      const figures = await page.evaluate(
        (measure) =>
          new Promise<{ renderMs: number; readMs: number }>((resolve) => {
            performance.clearMeasures(measure);
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (!document.querySelector('.fc-event')) return;
              observer.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const read = performance.getEntriesByName(measure).at(-1);
                  resolve({ renderMs: performance.now() - started, readMs: read?.duration ?? Number.NaN });
                }, 0),
              );
            });
            observer.observe(document.body, { childList: true, subtree: true });
            document.querySelector<HTMLAnchorElement>('#main nav a[href="/dashboard/production/calendar"]')!.click();
          }),
        CALENDAR_READ_MEASURE,
      );
      renderMs.push(figures.renderMs);
      readMs.push(figures.readMs);
    }
    return { products, renderMs, readMs, firstReadMs };
  } finally {
    await context.close();
  }
}
