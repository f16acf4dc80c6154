import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { BOARD_READ_MEASURE, ROW_RENDER_MARK } from '../../src/modules/production/board/boardRows.js';
import { BOARD_DEPARTMENT } from '../lib/boardScale.js';
import { newAppContext, signInSynced } from './browser.js';

/** A process no material goes through, so admin mode may put it in process directly. */
const PROCESS = 'Shpimi CNC';

export interface BoardFigures {
  products: number;
  /** In-app navigation to the board until its first rows are drawn. */
  firstRenderMs: number[];
  /** From the board's data being ready to the changed box being in the DOM. */
  changeRenderMs: number[];
  /** Rows that rendered for each change (the changed one alone, ideally). */
  changeRows: number[];
  /** From the server being asked (kiosk A's save) to the box drawn on kiosk B. */
  latencyMs: number[];
  /** A pulled change the board reads but does not draw: rows re-rendered, and the refresh's read of the mirror. */
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
  try {
    await signInSynced(page, 'admin', 300_000);
    await page.goto('/dashboard/production/create');
    await page.getByRole('tab', { name: BOARD_DEPARTMENT }).click();
    await page.locator('li[data-product]').first().waitFor();
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

    // The first product on the board with the process to do: kiosk A (the API) toggles it, kiosk B (this page) draws it.
    const box = page.locator(`li[data-product] button[aria-label^="${PROCESS}:"][data-status="2"]`).first();
    await box.waitFor();
    const productId = (await box.evaluate((b) => b.closest('li[data-product]')!.getAttribute('data-product')))!;
    const responsibilities = await call<{ data: { id: string; name: string }[] }>(api, 'GET', 'responsibilities');
    const responsibilityId = responsibilities.data.find((r) => r.name === PROCESS)!.id;

    const changeRenderMs: number[] = [];
    const changeRows: number[] = [];
    const latencyMs: number[] = [];
    for (let i = 0; i < changes; i++) {
      const next = i % 2 === 0 ? 4 : 2;
      const drawn = page.evaluate(
        ({ productId, process, next, rowMark, readMeasure }) =>
          new Promise<{ at: number; renderMs: number; rows: number }>((resolve) => {
            performance.clearMarks(rowMark);
            performance.clearMeasures(readMeasure);
            const selector = `li[data-product="${productId}"] button[aria-label^="${process}:"]`;
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
        { productId, process: PROCESS, next, rowMark: ROW_RENDER_MARK, readMeasure: BOARD_READ_MEASURE },
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
        }),
      { rowMark: ROW_RENDER_MARK, readMeasure: BOARD_READ_MEASURE },
    );
    const articles = await call<{ data: Record<string, unknown>[] }>(api, 'GET', 'admin/articles');
    const article = articles.data.find((a) => a.forProduction === 1)!;
    const { id, name, code, articleTypeId, unitId, materialId, supplierId, price, forProduction } = article;
    await call(api, 'POST', `admin/articles/${String(id)}`, { name, code, articleTypeId, unitId, materialId, supplierId, forProduction, price: Number(price ?? 0) + 1 });
    const quietRun = await quiet;
    return { products, firstRenderMs, changeRenderMs, changeRows, latencyMs, quietRows: quietRun.rows, quietReadMs: quietRun.readMs };
  } finally {
    await context.close();
  }
}
