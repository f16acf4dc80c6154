// npm run bench:client — the PWA's figures for BENCHMARKS.md, in Debian's Chromium
// against the built app and the real server (build first: node scripts/build-server.mjs && npx vite build).
//
//   tsx bench/client.ts [--only size,pull,mirror,drain,render,start,board,kiosk,calendar,transport,prefetch,installation,contact,offer] [--large-data DIR] [--writes 1000] [--changes 100]
//
// --large-data reuses a folder already seeded with `npm run seed -- --size large`;
// without it a fresh temp folder is seeded (about a minute) and removed afterwards.
// The board step works on a copy of it, narrowed to the issue's 2,000 products.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { freshDataDir, startServer } from '../tests/e2e/support/serverProcess.js';
import { launchChromium, median, mirrorCounts, newAppContext, signInSynced, summary } from './client/browser.js';
import { entrySize } from './client/entrySize.js';
import { measureInitialPull, type FirstSyncMode } from './client/initialPull.js';
import { measureMirrorSizes, MIRROR_ROLES } from './client/mirrorSize.js';
import { measureIdbFloor } from './client/idbFloor.js';
import { MIRROR_MONTHS_DEFAULT } from '../domain/mirror/window.js';
import { measureOfflineStart } from './client/offlineStart.js';
import { measureOutboxDrain } from './client/outboxDrain.js';
import { measureTableRender } from './client/tableRender.js';
import { measureBoard } from './client/board.js';
import { measureCalendar } from './client/calendar.js';
import { measureKioskSwitch, TABLET_CPU_SLOWDOWN } from './client/kioskSwitch.js';
import { VERIFIER_COSTS, VERIFIER_PARAMS } from '../domain/kiosk/verifier.js';
import { BOARD_DEPARTMENT, narrowBoard } from './lib/boardScale.js';
import { measureTransportScreens } from './client/transport.js';
import { measureDriverPrefetch } from './client/driverPrefetch.js';
import { DAY_STOPS, INVOICE_BYTES, planDriverDay } from './lib/driverDay.js';
import { narrowTransports } from './lib/transportScale.js';
import { login } from './lib/serverProcess.js';
import { seedLarge } from './lib/largeSet.js';
import { DAY_PHOTOS, measureInstallationDay, waitingTransports } from './client/installationDay.js';
import { cameraPhoto } from './lib/cameraPhoto.js';
import { measureContactList } from './client/contactList.js';
import { measureOfferTotals } from './client/offerTotals.js';

const STEPS = ['size', 'pull', 'mirror', 'drain', 'render', 'start', 'board', 'kiosk', 'calendar', 'transport', 'prefetch', 'installation', 'contact', 'offer'] as const;
type Step = (typeof STEPS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    'large-data': { type: 'string' },
    writes: { type: 'string', default: '1000' },
    changes: { type: 'string', default: '100' },
    /** The pull's users and ways, to run a part of it: --pull-users worker --pull-modes snapshot. */
    'pull-users': { type: 'string', default: 'admin,driver,worker' },
    'pull-modes': { type: 'string', default: 'snapshot,feed' },
  },
});
const only = new Set((args.only?.split(',') ?? STEPS) as Step[]);
const writes = Number(args.writes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines: string[] = [];
const record = (line: string) => {
  lines.push(line);
  console.log(line);
};
const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

if (only.has('size')) {
  const size = entrySize();
  for (const f of size.files) console.log(`  ${f.file}: ${kb(f.raw)} raw, ${kb(f.gzip)} gzip`);
  record(
    `| (e) entry JS that index.html loads, gzip -9 | ${kb(size.jsGzip)} (+ ${kb(size.cssGzip)} CSS; the language catalog fetched before first paint: ${kb(size.catalogGzip)}) | ≤ 200 KB | ${verdict(size.jsGzip <= 200 * 1024)} |`,
  );
}

const browser = [...only].some((step) => step !== 'size') ? await launchChromium() : null;
try {
  if (browser && only.has('pull')) {
    const dataDir = args['large-data'] ?? seedLarge();
    const seeded = !args['large-data'];
    // The worker lands on a board of the issue's 2,000 products, as the board's own figures (b) are measured on.
    await narrowBoard({ dataDir });
    const server = await startServer({ dataDir });
    try {
      const pull = await measureInitialPull(browser, server, args['pull-users'].split(','), args['pull-modes'].split(',') as FirstSyncMode[]);
      const run = (mode: string, user: string) => pull.runs.find((r) => r.mode === mode && r.user === user);
      const secs = (ms: number | null | undefined) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
      for (const user of ['worker', 'driver']) {
        const [now, before] = [run('snapshot', user), run('feed', user)];
        if (!now) continue;
        record(`| (a) new device, large set: sign-in → the ${user}'s screen drawn with rows (snapshot in priority order; whole feed first as before) | ${secs(now.usableMs)} (before: ${secs(before?.usableMs)}) | < 5 s | ${verdict(now.usableMs !== null && now.usableMs < 5000)} |`);
      }
      const [all, old] = [run('snapshot', 'admin'), run('feed', 'admin')];
      const floor = await measureIdbFloor(browser, server);
      record(
        `| (a'') this browser's IndexedDB at best, same run: raw puts of 100,000 product-shaped rows, 5,000 a transaction (no app) | ${Math.round(floor.indexed).toLocaleString('en')} rows/s with the products' five indexes; ${Math.round(floor.bare).toLocaleString('en')} rows/s with the key alone${all ? ` — the admin's first sync runs at ${((100 * all.rowsPerSecond) / floor.indexed).toFixed(0)} % of the indexed floor` : ''} | — | baseline |`,
      );
      if (all && old) record(
        `| (a') new device, large set, the admin's whole mirror into IndexedDB (sign-in → lastSyncedAt) | ${all.rows.toLocaleString('en')} rows in ${secs(all.syncMs)} = ${Math.round(all.rowsPerSecond).toLocaleString('en')} rows/s (whole feed as before: ${Math.round(old.rowsPerSecond).toLocaleString('en')} rows/s, ×${(all.rowsPerSecond / old.rowsPerSecond).toFixed(2)}; HTTP alone in Node: ${Math.round(pull.httpOnly.rowsPerSecond).toLocaleString('en')} rows/s) | ≥ 25,000 rows/s | ${verdict(all.rowsPerSecond >= 25_000)} |`,
      );
    } finally {
      await server.stop();
      if (seeded) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (browser && only.has('mirror')) {
    const dataDir = args['large-data'] ?? seedLarge();
    const server = await startServer({ dataDir });
    try {
      const sizes = await measureMirrorSizes(browser, server, [MIRROR_MONTHS_DEFAULT, 3]);
      const mib = (bytes: number | null) => (bytes === null ? '?' : `${(bytes / 2 ** 20).toFixed(1)} MiB`);
      const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      for (const role of MIRROR_ROLES) {
        const [whole, short] = [sizes.find((m) => m.role === role && m.months === MIRROR_MONTHS_DEFAULT)!, sizes.find((m) => m.role === role && m.months === 3)!];
        record(
          `| (n) the ${role}'s mirror, large set, after the first sync and the window: ${MIRROR_MONTHS_DEFAULT} months / 3 months | ${whole.rows.toLocaleString('en')} / ${short.rows.toLocaleString('en')} rows; ${mib(whole.jsonBytes)} / ${mib(short.jsonBytes)} as JSON; IndexedDB ${mib(whole.indexedDbBytes)} / ${mib(short.indexedDbBytes)}; first full sync ${secs(whole.syncMs)} / ${secs(short.syncMs)} | recorded | — |`,
        );
      }
    } finally {
      await server.stop();
      if (!args['large-data']) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (browser && (only.has('drain') || only.has('render') || only.has('start') || only.has('kiosk'))) {
    const server = await startServer();
    try {
      if (only.has('drain') || only.has('render')) {
        const context = await newAppContext(browser, server.origin);
        const page = await context.newPage();
        await signInSynced(page, 'admin');
        const drain = await measureOutboxDrain(context, page, server.origin, writes);
        console.log(`  ${writes} creates queued through the form in ${(drain.enqueueMs / 1000).toFixed(1)} s`);
        const clean = drain.onServer === writes && drain.distinctOnServer === writes && drain.createdAudits === writes;
        if (only.has('drain')) {
          record(
            `| (c) ${writes.toLocaleString('en')} queued writes drained on loopback, batched (POST sync/push, group commit) | ${(drain.drainMs / 1000).toFixed(2)} s; server holds ${drain.onServer} (${drain.distinctOnServer} distinct), ${drain.createdAudits} 'created' audits → ${drain.onServer - drain.distinctOnServer} duplicates | < 1 s, 0 duplicates | ${verdict(drain.drainMs < 1_000 && clean)} |`,
          );
          record(
            `| (c'') the same number of writes sent straight to the server as batches (no device; same run) | ${(drain.straightMs / 1000).toFixed(2)} s | the drain ≥ 0.8× its speed | ${(drain.straightMs / drain.drainMs).toFixed(2)}× — ${verdict(drain.straightMs / drain.drainMs >= 0.8)} |`,
          );
          record(
            `| (c') the same queue, one request per entry (batching off; baseline in the same run) | ${(drain.singleDrainMs / 1000).toFixed(2)} s | — | batched ${(drain.singleDrainMs / drain.drainMs).toFixed(1)}× faster |`,
          );
        }
        if (only.has('render')) {
          const rowsInDexie = (await mirrorCounts(page)).units ?? 0;
          const render = await measureTableRender(page, rowsInDexie);
          record(`| (b) first render of /admin/units with ${rowsInDexie.toLocaleString('en')} rows in Dexie (in-app navigation → rows drawn, 50 per page) | ${summary(render.routeMs)} | < 150 ms | ${verdict(median(render.routeMs) < 150)} |`);
          record(`| (b') the same table switched to 1,000 rows per page (virtualised) | ${summary(render.pageOf1000Ms)} | < 150 ms | ${verdict(median(render.pageOf1000Ms) < 150)} |`);
        }
        await context.close();
      }
      if (only.has('kiosk')) {
        const kiosk = await measureKioskSwitch(browser, server.origin);
        const params = `argon2id m=${VERIFIER_PARAMS.memorySize} KiB, t=${VERIFIER_PARAMS.iterations}, p=${VERIFIER_PARAMS.parallelism}`;
        record(`| (j) kiosk worker switch, tap → PIN → board drawn as the worker, CPU ×${TABLET_CPU_SLOWDOWN} slower, 1024×768; online (server checks the PIN) | ${summary(kiosk.onlineMs)} | < 2 s | ${verdict(median(kiosk.onlineMs) < 2000)} |`);
        record(`| (j') the same offline (the kiosk checks the PIN: ${params}) | ${summary(kiosk.offlineMs)} | < 2 s | ${verdict(median(kiosk.offlineMs) < 2000)} |`);
        record(`| (j'') of which from OK to the board drawn (PIN check + board), online / offline | ${summary(kiosk.onlineFromOkMs)} / ${summary(kiosk.offlineFromOkMs)} | | |`);
        const cost1 = VERIFIER_COSTS[1];
        const ratio = (median(kiosk.offlineFromOkMs) / median(kiosk.offlineCost1FromOkMs)).toFixed(2);
        record(`| (j''') baseline, same run: offline with a verifier of cost 1 (m=${cost1.memorySize} KiB, t=${cost1.iterations}); from OK | ${summary(kiosk.offlineCost1Ms)}; from OK ${summary(kiosk.offlineCost1FromOkMs)} | | current cost from OK: ×${ratio} |`);
      }
      if (only.has('start')) {
        const start = await measureOfflineStart(server.origin);
        record(`| (d) offline cold start to interactive shell (browser restarted, /dashboard/contact) | ${summary(start.coldMs)} | < 1.5 s | ${verdict(median(start.coldMs) < 1500)} |`);
        record(`| (d') offline, new tab in a running browser | ${summary(start.newTabMs)} | < 1.5 s | ${verdict(median(start.newTabMs) < 1500)} |`);
      }
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }

  if (browser && (only.has('board') || only.has('calendar'))) {
    let dataDir: string;
    if (args['large-data']) {
      dataDir = freshDataDir('zanati-bench-board-');
      fs.cpSync(args['large-data'], dataDir, { recursive: true });
    } else dataDir = seedLarge();
    const departmentId = await narrowBoard({ dataDir });
    const server = await startServer({ dataDir });
    try {
      if (only.has('calendar')) {
        const calendar = await measureCalendar(browser, server.origin, departmentId);
        record(`| (k) production calendar, month view of ${BOARD_DEPARTMENT}: ${calendar.products.toLocaleString('en')} products in range (in-app navigation → events drawn) | ${summary(calendar.renderMs)} | < 300 ms | ${verdict(median(calendar.renderMs) < 300)} |`);
        record(`| (k') of which making the month's products from those held in memory | ${summary(calendar.readMs)} | | |`);
        record(`| (k'') the first open after the app starts: reading every product in production from the mirror | ${Math.round(calendar.firstReadMs)} ms | | |`);
      }
      if (only.has('board')) {
        const api = { base: `${server.origin}/api/v1`, token: await login(`${server.origin}/api/v1`, 'admin') };
        const board = await measureBoard(browser, server.origin, api, Number(args.changes));
        const rows = [...new Set(board.changeRows)].join(', ');
        record(`| (f) status board first render, ${BOARD_DEPARTMENT}: ${board.products.toLocaleString('en')} products (in-app navigation → first rows drawn) | ${summary(board.firstRenderMs)} | < 150 ms | ${verdict(median(board.firstRenderMs) < 150)} |`);
        record(`| (f') the same board opened for the first time since the app started (the whole board read from the mirror) | ${board.coldMs} ms | | |`);
        record(`| (g) one status change pulled: data ready → box drawn; rows re-rendered per change | ${summary(board.changeRenderMs)}; rows: ${rows} | < 16 ms, 1 row | ${verdict(median(board.changeRenderMs) < 16 && board.changeRows.every((n) => n === 1))} |`);
        record(`| (h) a pulled change the board reads whole but does not draw (an admin adds a process): rows re-rendered | ${board.quietRows} (the refresh's read of the mirror: ${board.quietReadMs.toFixed(0)} ms) | 0 | ${verdict(board.quietRows === 0)} |`);
        record(`| (i) change saved by kiosk A (API) → drawn on kiosk B (poke, pull, draw), ${board.latencyMs.length} changes on loopback | p50 ${p(board.latencyMs, 0.5).toFixed(0)} ms, p95 ${p(board.latencyMs, 0.95).toFixed(0)} ms (max ${Math.max(...board.latencyMs).toFixed(0)}) | p50 < 500 ms, p95 < 1 s | ${verdict(p(board.latencyMs, 0.5) < 500 && p(board.latencyMs, 0.95) < 1000)} |`);
      }
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (browser && only.has('transport')) {
    let dataDir: string;
    if (args['large-data']) {
      dataDir = freshDataDir('zanati-bench-transport-');
      fs.cpSync(args['large-data'], dataDir, { recursive: true });
    } else dataDir = seedLarge();
    const records = narrowTransports(dataDir);
    const server = await startServer({ dataDir });
    try {
      const screens = await measureTransportScreens(browser, server.origin);
      record(`| (l) transport list, ${screens.records.toLocaleString('en')} warehouse records in the driver's mirror (${records.toLocaleString('en')} on the server; in-app navigation → first rows drawn) | ${summary(screens.listMs)} | < 150 ms | ${verdict(median(screens.listMs) < 150)} |`);
      record(`| (l') transport map, the same records, a page at a time: ${screens.markers.toLocaleString('en')} markers and their addresses drawn | ${summary(screens.mapMs)} | < 150 ms | ${verdict(median(screens.mapMs) < 150)} |`);
      record(`| (l'') the first open of each since the app started (the records read from the mirror once; Leaflet loaded): list / map | ${Math.round(screens.coldListMs)} / ${Math.round(screens.coldMapMs)} ms | | |`);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (browser && only.has('contact')) {
    let dataDir: string;
    if (args['large-data']) {
      dataDir = freshDataDir('zanati-bench-contact-');
      fs.cpSync(args['large-data'], dataDir, { recursive: true });
    } else dataDir = seedLarge();
    const server = await startServer({ dataDir });
    try {
      const list = await measureContactList(browser, server.origin);
      record(`| (p) contact list, ${list.clients.toLocaleString('en')} clients in the office's mirror: in-app navigation → rows drawn | ${summary(list.routeMs)} | < 150 ms | ${verdict(median(list.routeMs) < 150)} |`);
      record(`| (p') a letter of the alphabet filter → list redrawn (clients held in memory) | ${summary(list.letterMs)} | < 100 ms | ${verdict(median(list.letterMs) < 100)} |`);
      record(`| (p'') a date range and 'Filtro' → list redrawn | ${summary(list.dateMs)} | < 100 ms | ${verdict(median(list.dateMs) < 100)} |`);
      record(`| (p''') the same filter straight from IndexedDB (every client read with getAll, then filtered), no screen | ${summary(list.dexieReadAndFilterMs)} | < 100 ms | ${verdict(median(list.dexieReadAndFilterMs) < 100)} |`);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (browser && only.has('offer')) {
    const server = await startServer();
    try {
      const offer = await measureOfferTotals(browser, server.origin);
      record(`| (q) offer form with ${offer.rows} rows: a digit typed in a row's quantity → the row's and the offer's totals recomputed and in the DOM | ${summary(offer.updatedMs)} | < 16 ms | ${verdict(median(offer.updatedMs) < 16)} |`);
      record(`| (q') … → the next frame drawn (the display's frame waited for, then painted) | ${summary(offer.keystrokeMs)} | | |`);
      record(`| (q'') both on the tablet profile (CPU ×${TABLET_CPU_SLOWDOWN}) | ${summary(offer.tabletUpdatedMs)} / ${summary(offer.tabletKeystrokeMs)} | | |`);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }

  if (browser && only.has('prefetch')) {
    const server = await startServer();
    try {
      const api = { base: `${server.origin}/api/v1`, token: await login(`${server.origin}/api/v1`, 'admin') };
      const fileIds = await planDriverDay(api);
      const day = await measureDriverPrefetch(browser, server.origin, fileIds, DAY_STOPS * INVOICE_BYTES);
      record(`| (m) driver's prefetch, ${day.files} stops with an invoice of ${kb(INVOICE_BYTES)} each (${kb(day.bytes)}), loopback: mirror synced → every invoice in the file cache | ${day.afterSyncMs} ms (from sign-in: ${day.fromSignInMs} ms) | < 5 s | ${verdict(day.afterSyncMs < 5000)} |`);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }

  if (browser && only.has('installation')) {
    const server = await startServer();
    try {
      const api = { base: `${server.origin}/api/v1`, token: await login(`${server.origin}/api/v1`, 'installer') };
      const [job, other] = await waitingTransports(api, 2);
      const maker = await browser.newPage();
      const photo = await cameraPhoto(maker);
      await maker.close();
      const onPage = await measureInstallationDay(browser, server.origin, api, other!.transportId, photo, { pageThread: true });
      const day = await measureInstallationDay(browser, server.origin, api, job!.transportId, photo);
      const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      record(`| (n) ${DAY_PHOTOS} camera photos of ${mb(day.photoBytes)} (4000×3000) chosen offline in the installation form → re-encoded and shown / Save → one entry queued | ${day.reencodeMs} ms / ${day.queuedMs} ms (queued: ${mb(day.queuedBytes)}); on the page's thread, same run: ${onPage.reencodeMs} ms / ${onPage.queuedMs} ms (×${(onPage.reencodeMs / day.reencodeMs).toFixed(2)}) | < 3 s | ${verdict(day.queuedMs < 3000)} |`);
      record(`| (n') network back → that entry drained on loopback (one multipart call, ${day.photosOnServer} photos on the server) | ${day.drainMs} ms | < 5 s | ${verdict(day.drainMs < 5000 && day.photosOnServer === DAY_PHOTOS)} |`);
      const start = await measureOfflineStart(server.origin, { path: `/dashboard/installation/create/${job!.transportId}`, username: 'installer', ready: 'form[aria-label^="Instalimi:"]' });
      record(`| (o) offline cold start of the installation form (browser restarted, the form with its project drawn) | ${summary(start.coldMs)} | < 1.5 s | ${verdict(median(start.coldMs) < 1500)} |`);
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser?.close();
}

console.log(`\n| figure | result | target | |\n|---|---|---|---|\n${lines.join('\n')}`);
