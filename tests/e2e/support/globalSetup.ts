import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { assertChromium } from './chromium';
import { ROOT, startServer } from './serverProcess';
import { startTileServer } from './tileServer';

/**
 * Once per run: check the browser, build the server and the PWA, start the real
 * server on a free port with a fresh, demo-seeded SQLite folder. The tests find
 * it through PLAYWRIGHT_TEST_BASE_URL (Playwright's default baseURL) and
 * ZANATI_E2E_DATA_DIR; the returned function is the teardown.
 *
 * ZANATI_E2E_SKIP_BUILD=1 reuses dist/ as it is (iterating on specs);
 * ZANATI_E2E_KEEP_DATA=1 keeps the data folder (and its server.log) afterwards;
 * ZANATI_SERVER_ENTRY runs another server bundle than dist/server/main.js.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromium();
  // A tile server of the run's own: the PWA is built with it and the server's policy allows its origin.
  const tiles = await startTileServer();
  process.env.VITE_TILE_URL = tiles.template;
  process.env.ZANATI_E2E_TILES = tiles.origin;
  if (process.env.ZANATI_E2E_SKIP_BUILD !== '1') {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServer();
  process.env.PLAYWRIGHT_TEST_BASE_URL = server.origin;
  process.env.ZANATI_E2E_DATA_DIR = server.dataDir;
  console.log(`e2e: server on ${server.origin}, data in ${server.dataDir}`);
  return async () => {
    await server.stop();
    await tiles.stop();
    if (process.env.ZANATI_E2E_KEEP_DATA !== '1') fs.rmSync(server.dataDir, { recursive: true, force: true });
  };
}
