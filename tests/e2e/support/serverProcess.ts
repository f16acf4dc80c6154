import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The built server and PWA as the e2e run and the client benchmarks use them. */
export interface RunningServer {
  /** http://127.0.0.1:<port> — the PWA and, under /api/v1, its API. */
  origin: string;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A folder with a database already in it (the large benchmark set); else a fresh temp folder, seeded with the demo on start. */
  dataDir?: string;
  /** The server bundle to run: else $ZANATI_SERVER_ENTRY, else dist/server/main.js (what `node scripts/build-server.mjs` writes). */
  entry?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function freshDataDir(prefix = 'zanati-e2e-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts the real server (built bundle, real SQLite under DATA_DIR, the built
 * PWA from dist/client) as a child process and waits until it answers. Its
 * output goes to server.log in the data folder, which a failing run names.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const entry = path.resolve(ROOT, options.entry ?? process.env.ZANATI_SERVER_ENTRY ?? 'dist/server/main.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run \`node scripts/build-server.mjs\` first`);
  const staticDir = snapshotClient();
  const dataDir = options.dataDir ?? freshDataDir();
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, DATABASE_URL: '', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before serving; see ${logFile}:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${origin}/api/v1/companies/demo`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not serve within 2 minutes; see ${logFile}:\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    origin,
    dataDir,
    logFile,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/**
 * A private copy of the built PWA (source maps left out). The server lists its
 * static files once at start, and other work on this machine may rebuild
 * dist/client meanwhile: a run must keep serving the build it started with.
 */
function snapshotClient(): string {
  const built = path.join(ROOT, 'dist/client');
  for (let attempt = 1; ; attempt++) {
    if (!fs.existsSync(path.join(built, 'index.html'))) throw new Error(`${built}/index.html is missing: run \`npx vite build\` first`);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-client-'));
    fs.cpSync(built, copy, { recursive: true, filter: (source) => !source.endsWith('.map') });
    // A copy taken in the middle of a rebuild names assets it does not hold.
    const html = fs.readFileSync(path.join(copy, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    if (fs.existsSync(path.join(copy, 'sw.js')) && assets.every((a) => fs.existsSync(path.join(copy, a)))) return copy;
    fs.rmSync(copy, { recursive: true, force: true });
    if (attempt === 5) throw new Error(`${built} stays incomplete (a build running?)`);
    execFileSync('sleep', ['5']);
  }
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
