import type { Browser, Page } from 'playwright-core';
import { mirrorCounts, newAppContext, signInSynced } from './browser.js';

export interface TransportFigures {
  records: number;
  /** In-app navigation to /dashboard/transport until its first rows are drawn. */
  listMs: number[];
  /** In-app navigation to the map until its first page of markers and their addresses are drawn. */
  mapMs: number[];
  /** The first open of each since the app started (the whole set read from the mirror once; Leaflet loaded). */
  coldListMs: number;
  coldMapMs: number;
  markers: number;
}

/** What "drawn" means: `selector` matches, and as many elements as `sameCountAs` when given. */
interface Drawn {
  selector: string;
  sameCountAs?: string;
}

/** Clicks the link to `href` and resolves with the time until the screen is drawn (checked on each DOM change, then one frame). */
async function timeNavigation(page: Page, href: string, drawn: Drawn): Promise<number> {
  return page.evaluate(
    ({ href, drawn }) =>
      new Promise<number>((resolve) => {
        const done = () => {
          const n = document.querySelectorAll(drawn.selector).length;
          return n > 0 && (drawn.sameCountAs === undefined || document.querySelectorAll(drawn.sameCountAs).length === n);
        };
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        document.querySelector<HTMLAnchorElement>(`#main a[href="${href}"]`)!.click();
      }),
    { href, drawn },
  );
}

/**
 * The transport table and map at the scale (2,000 warehouse records),
 * on a driver's phone-sized screen that pulled them: in-app navigation from
 * the archive to the list (first rows drawn) and to the map (every marker and
 * the address list drawn), both read from the mirror.
 */
export async function measureTransportScreens(browser: Browser, origin: string, runs = 7): Promise<TransportFigures> {
  const context = await newAppContext(browser, origin, { width: 1280, height: 800 });
  const page = await context.newPage();
  try {
    await signInSynced(page, 'driver', 300_000);
    const records = (await mirrorCounts(page)).warehouseRecords ?? 0;
    const listMs: number[] = [];
    const mapMs: number[] = [];
    let markers = 0;
    await page.goto('/dashboard/transport/archive');
    await page.locator('#main a[href="/dashboard/transport"]').waitFor();
    for (let run = 0; run <= runs; run++) {
      listMs.push(await timeNavigation(page, '/dashboard/transport', { selector: '#main [data-record]' }));
      mapMs.push(await timeNavigation(page, '/dashboard/transport/records/map', { selector: '#main .leaflet-marker-icon', sameCountAs: '#main li[data-state]' }));
      markers = await page.locator('#main .leaflet-marker-icon').count();
      await page.locator('#main a[href="/dashboard/transport/archive"]').click();
      await page.locator('#main a[href="/dashboard/transport"]').waitFor();
    }
    const [coldListMs, ...warmList] = listMs;
    const [coldMapMs, ...warmMap] = mapMs;
    return { records, listMs: warmList, mapMs: warmMap, markers, coldListMs: coldListMs!, coldMapMs: coldMapMs! };
  } finally {
    await context.close();
  }
}
