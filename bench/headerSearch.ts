// npx tsx bench/headerSearch.ts [--large-data DIR] [--names 10] — issue 16's header search figure for BENCHMARKS.md:
// the large set (5,000 clients, 20,000 products) in the admin's mirror, a client's name typed letter by letter in the
// header's search, each keystroke timed in the page from the input to the results drawn (target < 50 ms), at full
// speed and with the CPU 4× slower (a tablet). Build first: node scripts/build-server.mjs && npx vite build.
//
// --large-data reuses a folder already seeded with `npm run seed -- --size large` (copied: the server writes to it);
// without it a fresh temp folder is seeded (about a minute) and removed afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { freshDataDir, ROOT, startServer } from '../tests/e2e/support/serverProcess.js';
import { launchChromium, median, mirrorCounts, newAppContext, signInSynced, summary } from './client/browser.js';
import { TABLET_CPU_SLOWDOWN } from './client/kioskSwitch.js';

const { values: args } = parseArgs({ options: { 'large-data': { type: 'string' }, names: { type: 'string', default: '10' } } });

const FIELD = 'input[role="combobox"][aria-keyshortcuts]';

/** Client names of the mirror, spread over it: `count` of them, every (clients / count)th. */
async function clientNames(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (n) => {
    const session = JSON.parse(localStorage.getItem('zanati.session')!) as { companyCode: string; userId: string };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`zanati-${session.companyCode}-${session.userId}`);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error('the mirror did not open'));
    });
    const rows = await new Promise<{ firstnameAndLastname: string; lastName: string }[]>((resolve) => {
      const read = db.transaction('clients').objectStore('clients').getAll();
      read.onsuccess = () => resolve(read.result as { firstnameAndLastname: string; lastName: string }[]);
    });
    db.close();
    const step = Math.max(1, Math.floor(rows.length / n));
    return rows.filter((_, i) => i % step === 0).slice(0, n).map((c) => `${c.firstnameAndLastname} ${c.lastName}`);
  }, count);
}

/**
 * In the page: `text` put in the search field as a keystroke would (the
 * input event React listens to), timed until the results for exactly that
 * text are drawn (the popup's data-search-for) and a frame has passed.
 */
function typedUntilAnswered({ field, text }: { field: string; text: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const input = document.querySelector<HTMLInputElement>(field)!;
    // React keeps the value it last saw on the element's own property: the prototype's setter changes it behind React's back, as typing does.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the input below
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const answered = () => document.querySelector(`[data-search-for="${CSS.escape(text)}"]`) !== null;
    const started = performance.now();
    const giveUp = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no answer for '${text}'`));
    }, 20_000);
    const observer = new MutationObserver(() => {
      if (!answered()) return;
      observer.disconnect();
      clearTimeout(giveUp);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-search-for'] });
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Each name typed letter by letter into a cleared field: one time per keystroke. */
async function typeNames(page: Page, names: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const name of names) {
    await page.locator(FIELD).fill('');
    for (let i = 1; i <= name.length; i++) {
      const prefix = name.slice(0, i);
      // A trailing space draws what the text without it drew (the query is trimmed): React may keep the frame.
      if (prefix.endsWith(' ')) continue;
      times.push(await page.evaluate(typedUntilAnswered, { field: FIELD, text: prefix }));
    }
  }
  return times;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))]!;
const figures = (values: number[]) => `median ${median(values).toFixed(1)} ms, p95 ${p95(values).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;

const seeded = !args['large-data'];
const dataDir = freshDataDir('zanati-bench-search-');
if (args['large-data']) fs.cpSync(args['large-data'], dataDir, { recursive: true });
else {
  console.log(`seeding the large demo set into ${dataDir} …`);
  execFileSync('npx', ['tsx', 'server/seed/cli.ts', '--size', 'large'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore' });
}
const server = await startServer({ dataDir });
const browser = await launchChromium();
try {
  const context = await newAppContext(browser, server.origin);
  const page = await context.newPage();
  await signInSynced(page, 'admin', 600_000);
  const counts = await mirrorCounts(page);
  const names = await clientNames(page, Number(args.names));
  await page.goto('/dashboard/outbox');
  await page.locator(FIELD).waitFor({ state: 'attached' });

  // The first search after the app starts reads the four tables once and holds them.
  await page.keyboard.press('Control+K');
  const firstMs = await page.evaluate(typedUntilAnswered, { field: FIELD, text: names[0]!.slice(0, 1) });
  const fullSpeed = await typeNames(page, names);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TABLET_CPU_SLOWDOWN });
  const slowed = await typeNames(page, names);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();

  const rows = (['clients', 'projects', 'offers', 'transports'] as const).map((t) => `${(counts[t] ?? 0).toLocaleString('en')} ${t}`).join(', ');
  const verdict = (values: number[]) => (p95(values) < 50 ? 'meets target' : 'MISSES target');
  console.log(`| (s) header search, ${names.length} client names typed letter by letter (admin's mirror: ${rows}); keystroke → results drawn | ${figures(fullSpeed)} | < 50 ms | ${verdict(fullSpeed)} |`);
  console.log(`| (s') the same, CPU ×${TABLET_CPU_SLOWDOWN} slower | ${figures(slowed)} | < 50 ms | ${verdict(slowed)} |`);
  console.log(`| (s'') the first search after the app starts (the four tables read from IndexedDB and folded once) | ${firstMs.toFixed(0)} ms | | |`);
  console.log(summary(fullSpeed));
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (seeded) console.log('(the seeded folder was removed)');
}
