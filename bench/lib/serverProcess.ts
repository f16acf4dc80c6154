import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers.js';

export interface RunningServer {
  base: string;
  dataDir: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerEnv {
  DATABASE_URL?: string;
  DATABASE_SCHEMA?: string;
  DATA_DIR?: string;
}

/**
 * The built server (dist/server/main.js) as its own process, so the load
 * generator does not share its event loop; `fromSource` runs server/main.ts
 * through tsx instead (tests, which must not depend on a build).
 */
export async function startServer(port: number, env: ServerEnv = {}, opts: { fromSource?: boolean } = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zanati-bench-'));
  const entry = opts.fromSource ? ['--import', 'tsx', 'server/main.ts'] : ['dist/server/main.js'];
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: path.join(dataDir, 'none') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api/v1`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/companies/demo`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 300_000) throw new Error('server did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    dataDir,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A port nothing listens on now (the OS's pick), for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function login(base: string, username: string, companyCode = 'demo'): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, companyCode }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
