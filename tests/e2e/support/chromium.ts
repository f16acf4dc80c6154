import fs from 'node:fs';

/** Debian's Chromium: browsers are never downloaded here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_MISSING =
  'Chromium is missing: run `apt-get update && apt-get install -y chromium` (Debian\'s package; `npx playwright install` cannot download here)';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** A missing browser fails the run with the fix, never skips it. */
export function assertChromium(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING);
}
