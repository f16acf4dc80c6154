import { addDays, dayOfMs } from '../../domain/days.js';
import type { ProductionRapport } from '../../domain/production/rapport.js';
import { login, startServer, type ServerEnv } from './serverProcess.js';

/** How many timed calls the median is taken of (after one warm-up). */
const CALLS = 7;

/**
 * GET products/production-rapport for the last year, every department, as
 * full privileges (issue 11: "the rapport for a year of the large set
 * computes < 1 s on the server"): the median and the slowest of several
 * calls, and how much the year held.
 */
export async function rapportRead(label: string, env: ServerEnv, port: number): Promise<string> {
  const server = await startServer(port, env);
  try {
    const token = await login(server.base, 'admin');
    const today = dayOfMs(Date.now());
    const url = `${server.base}/products/production-rapport?start=${addDays(today, -365)}&end=${today}`;
    const call = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`production-rapport answered ${res.status}`);
      const body = (await res.json()) as ProductionRapport;
      return { ms: performance.now() - started, body };
    };
    const { body } = await call();
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) times.push((await call()).ms);
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const held = `${body.totals.byProcess.completed.toLocaleString('en')} products completed, ${Math.round(body.totals.byProcess.productiveSeconds / 3600).toLocaleString('en')} h worked, ${body.byProcess.length} processes, ${body.byWorker.length} workers`;
    return `| ${label} | GET products/production-rapport, a year of the large set (${held}); median of ${CALLS} | ${Math.round(median)} ms | slowest ${Math.round(times.at(-1)!)} ms | 0 non-2xx |`;
  } finally {
    await server.stop();
  }
}
