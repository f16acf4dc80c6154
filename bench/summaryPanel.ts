// The summary panel's figure for BENCHMARKS.md (issue 16: "the summary panel with the full timeline opens < 100 ms"),
// in Debian's Chromium against the built app and the real server (build first: npm run build).
//
//   tsx bench/summaryPanel.ts [--large-data DIR] [--runs 9]
//
// --large-data reuses a folder seeded with `npm run seed -- --size large` (it is copied, not changed);
// without it a fresh temp folder is seeded (about a minute) and removed afterwards.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { freshDataDir, startServer } from '../tests/e2e/support/serverProcess.js';
import { launchChromium, median, mirrorCounts, newAppContext, signInSynced, summary } from './client/browser.js';
import { seedLarge } from './lib/largeSet.js';

const { values: args } = parseArgs({ options: { 'large-data': { type: 'string' }, runs: { type: 'string', default: '9' } } });
const runs = Number(args.runs);

/**
 * In the page: clicks the summary button of the list's row `index` and
 * answers the time from the click until the panel's timeline is in the DOM
 * and the next frame is drawn, with how many steps it shows.
 */
function openSummary(index: number): Promise<{ ms: number; steps: number }> {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('#main button[aria-label^="Permbledhje: "]')][index];
    if (!button) return reject(new Error(`no summary button ${index}`));
    const drawn = () => document.querySelectorAll('[data-summary-panel] [data-step]');
    const giveUp = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the panel did not draw its timeline'));
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (drawn().length === 0) return;
      observer.disconnect();
      clearTimeout(giveUp);
      requestAnimationFrame(() => setTimeout(() => resolve({ ms: performance.now() - started, steps: drawn().length }), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const started = performance.now();
    button.click();
  });
}

/** The impression list's clients have walked the whole journey: each row's summary is a full timeline. */
async function measurePanel(page: Page): Promise<{ ms: number[]; steps: number[] }> {
  await page.goto('/dashboard/impression');
  await page.locator('#main button[aria-label^="Permbledhje: "]').first().waitFor();
  const figures = { ms: [] as number[], steps: [] as number[] };
  // One row per run, each a client not opened before: no read of it is warm.
  for (let run = 0; run < runs; run++) {
    const opened = await page.evaluate(openSummary, run);
    figures.ms.push(opened.ms);
    figures.steps.push(opened.steps);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  return figures;
}

let dataDir: string;
if (args['large-data']) {
  dataDir = freshDataDir('zanati-bench-summary-');
  fs.cpSync(args['large-data'], dataDir, { recursive: true });
} else dataDir = seedLarge();
const server = await startServer({ dataDir });
const browser = await launchChromium();
try {
  const context = await newAppContext(browser, server.origin);
  const page = await context.newPage();
  await signInSynced(page, 'admin', 300_000);
  const counts = await mirrorCounts(page);
  const figures = await measurePanel(page);
  await context.close();
  const of = (entity: string) => (counts[entity] ?? 0).toLocaleString('en');
  console.log(`admin's mirror: ${of('clients')} clients, ${of('products')} products, ${of('processStatuses')} process statuses`);
  console.log(`timeline steps per panel: ${figures.steps.join(', ')}`);
  const ok = median(figures.ms) < 100;
  console.log(`\n| figure | result | target | |\n|---|---|---|---|`);
  console.log(`| (r) summary panel with the client's full timeline, large set in the admin's mirror: click on a row's 'Permbledhje' → panel and timeline drawn | ${summary(figures.ms)} | < 100 ms | ${ok ? 'meets target' : 'MISSES target'} |`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
