// Lighthouse 12 (13 needs Node 22) on signed-in screens, in Debian's Chromium against the
// built app and the real server (build first: npm run build):
//
//   tsx bench/lighthouse.ts office /dashboard/contact /dashboard/measures …
//
// Signs the user in with Playwright over the DevTools port, lets the first pull finish,
// lets go of the browser and points `npx lighthouse@12` at the same Chromium with its
// storage kept (the session and the mirror). Lighthouse's default mobile profile with
// simulated throttling. Prints each screen's scores and every scored audit under 0.9.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, assertChromium } from '../tests/e2e/support/chromium.js';
import { freePort, startServer } from '../tests/e2e/support/serverProcess.js';
import { signInSynced } from './client/browser.js';

interface Report {
  finalDisplayedUrl: string;
  categories: Record<string, { title: string; score: number }>;
  audits: Record<string, { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

const [username = 'office', ...screens] = process.argv.slice(2);
assertChromium();
const server = await startServer();
const port = await freePort();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-lighthouse-'));
const browserProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
try {
  const browser = await connectWhenListening(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  // tsx wraps named functions in __name(); the helpers handed to page.evaluate need it in the page.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
  const page = await context.newPage();
  await signInSynced(page, username, 120_000, server.origin);
  await page.close();
  await browser.close(); // lets go of the DevTools connection; the browser and its storage stay
  for (const screen of screens) report(audit(`${server.origin}${screen}`));
} finally {
  browserProcess.kill();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function connectWhenListening(endpoint: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await chromium.connectOverCDP(endpoint);
    } catch (error) {
      if (attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function audit(url: string): Report {
  const out = path.join(profile, 'report.json');
  execFileSync(
    'npx',
    ['--yes', 'lighthouse@12', url, `--port=${port}`, '--disable-storage-reset', '--only-categories=performance,accessibility,best-practices', '--output=json', `--output-path=${out}`, '--quiet'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
}

function report(result: Report): void {
  const scores = Object.values(result.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`);
  console.log(`${new URL(result.finalDisplayedUrl).pathname}: ${scores.join(', ')}`);
  for (const a of Object.values(result.audits))
    if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual') console.log(`    ${a.id} ${a.score} ${a.displayValue ?? ''}`);
}
