import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { BOARD_READ_MEASURE, ROW_RENDER_MARK } from '../../src/modules/production/board/boardRows.js';
import { BOARD_DEPARTMENT } from '../lib/boardScale.js';
import { newAppContext, signInSynced } from './browser.js';

export interface BoardFigures {
  products: number;
  /** The department's tab chosen for the first time since the app started until its first rows are drawn (the whole board read from the mirror). */
  coldMs: number;
  /** In-app navigation to the board until its first rows are drawn. */
  firstRenderMs: number[];
  /** From the board's data being ready to the changed box being in the DOM. */
  changeRenderMs: number[];
  /** Rows that rendered for each change (the changed one alone, ideally). */
  changeRows: number[];
  /** From the server being asked (kiosk A's save) to the box drawn on kiosk B. */
  latencyMs: number[];
  /** A pulled change the board reads but does not draw (a new process, no product has it): rows re-rendered, and that refresh's whole read of the mirror. */
  quietRows: number;
  quietReadMs: number;
}

interface Api {
  base: string;
  token: string;
}

async function call<T>(api: Api, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api.base}/${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json', ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer.message ?? ''}`);
  return answer;
}

/**
 * The status board at the scale, on a tablet that pulled the large
 * set: first render, one change pulled from the server (its render time and
 * the rows it re-rendered), the latency of that change from the server's
 * call to the drawn box (the poke, then the pull), and a refresh that brings
 * a change the board reads but does not draw.
 */
export async function measureBoard(browser: Browser, origin: string, api: Api, changes = 100, runs = 7): Promise<BoardFigures> {
  const context = await newAppContext(browser, origin, { width: 1024, height: 768 });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.log(`  page: ${m.text()}`);
  });
  try {
    await signInSynced(page, 'admin', 300_000);
    await page.goto('/dashboard/production/create');
    await page.getByRole('tab').first().waitFor();
    // The first open since the app started reads the whole board from the mirror.
    const coldStarted = Date.now();
    await page.getByRole('tab', { name: BOARD_DEPARTMENT }).click();
    await page.locator('li[data-product]').first().waitFor();
    const coldMs = Date.now() - coldStarted;
    const products = await page.evaluate(() => Number(document.querySelector('li[data-product]')?.getAttribute('aria-setsize') ?? document.querySelectorAll('li[data-product]').length));

    const firstRenderMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.locator('#side-nav a[href="/dashboard/production"]').click();
      await page.locator('#main a[href="/dashboard/production/create"]').waitFor();
      firstRenderMs.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const started = performance.now();
              const observer = new MutationObserver(() => {
                if (!document.querySelector('li[data-product]')) return;
                observer.disconnect();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
              });
              observer.observe(document.body, { childList: true, subtree: true });
              document.querySelector<HTMLAnchorElement>('#main a[href="/dashboard/production/create"]')!.click();
            }),
        ),
      );
    }

    // The first product drawn with the process not completed: kiosk A (the API) toggles it between in process and to do, kiosk B (this page) draws it.
    const box = page.locator('li[data-product] ol button:not([data-status="1"])').first();
    await box.waitFor().catch(async (err: unknown) => {
      await page.screenshot({ path: 'bench-board-failure.png' });
      throw err;
    });
    const process = (await box.getAttribute('data-process'))!;
    const productId = (await box.evaluate((b) => b.closest('li[data-product]')!.getAttribute('data-product')))!;
    let current = Number(await box.getAttribute('data-status'));
    const responsibilities = await call<{ data: { id: string; name: string }[] }>(api, 'GET', 'responsibilities');
    const responsibilityId = responsibilities.data.find((r) => r.name === process)!.id;
    console.log(`  toggling ${process} of product ${productId} (${changes} changes)`);

    const changeRenderMs: number[] = [];
    const changeRows: number[] = [];
    const latencyMs: number[] = [];
    for (let i = 0; i < changes; i++) {
      const next = current === 4 ? 2 : 4;
      current = next;
      const drawn = page.evaluate(
        ({ productId, process, next, rowMark, readMeasure }) =>
          new Promise<{ at: number; renderMs: number; rows: number }>((resolve) => {
            performance.clearMarks(rowMark);
            performance.clearMeasures(readMeasure);
            const selector = `li[data-product="${productId}"] button[data-process="${process}"]`;
            const observer = new MutationObserver(() => {
              if (document.querySelector(selector)?.getAttribute('data-status') !== String(next)) return;
              observer.disconnect();
              const now = performance.now();
              const read = performance.getEntriesByName(readMeasure).at(-1);
              const data = read ? read.startTime + read.duration : now;
              resolve({ at: performance.timeOrigin + now, renderMs: now - data, rows: performance.getEntriesByName(rowMark).length });
            });
            observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-status'], childList: true });
          }),
        { productId, process, next, rowMark: ROW_RENDER_MARK, readMeasure: BOARD_READ_MEASURE },
      );
      const asked = Date.now();
      await call(api, 'POST', 'responsibilities/clients/statuses', { productId, responsibilityId, responsibilityStatusId: next, adminMode: true });
      const seen = await drawn;
      latencyMs.push(seen.at - asked);
      changeRenderMs.push(seen.renderMs);
      changeRows.push(seen.rows);
    }

    // An office edit of a catalogue price: the board reads articles (their names) but draws no price.
    const quiet = page.evaluate(
      ({ rowMark, readMeasure }) =>
        new Promise<{ rows: number; readMs: number }>((resolve) => {
          performance.clearMarks(rowMark);
          performance.clearMeasures(readMeasure);
          const observer = new PerformanceObserver((list) => {
            const read = list.getEntriesByName(readMeasure).at(-1);
            if (!read) return;
            observer.disconnect();
            // Give React the frame in which a changed row would draw.
            requestAnimationFrame(() => setTimeout(() => resolve({ rows: performance.getEntriesByName(rowMark).length, readMs: read.duration }), 50));
          });
          observer.observe({ entryTypes: ['measure'] });
          // No refresh at all within 15 s: report it rather than wait for ever.
          setTimeout(() => resolve({ rows: performance.getEntriesByName(rowMark).length, readMs: NaN }), 15_000);
        }),
      { rowMark: ROW_RENDER_MARK, readMeasure: BOARD_READ_MEASURE },
    );
    // Whatever fails below closes the page under this wait: its rejection must not hide that failure.
    quiet.catch(() => undefined);
    // An admin adds a process: a lookup the board reads whole, so the whole board is read again, and no row draws it.
    await call(api, 'POST', 'admin/responsibilities', { name: `Bench ${randomUUID().slice(0, 8)}`, departmentId: null });
    const quietRun = await quiet;
    return { products, coldMs, firstRenderMs, changeRenderMs, changeRows, latencyMs, quietRows: quietRun.rows, quietReadMs: quietRun.readMs };
  } finally {
    await context.close();
  }
}
