import type { PokeAnswer } from '../../domain/sync.js';
import { apiFetch } from './api.js';

/** The spec's refresh of the status board (spec 001 §9: 7000 ms), kept as the floor while the poke channel is down. */
export const FALLBACK_PULL_MS = 7_000;
/** A refused or failed poke is asked again this much later. */
const RETRY_MS = 3_000;

interface Wakeable {
  wake(wish: { pull: boolean; force: boolean }): Promise<void>;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Keeps a screen live (SYNC.md O15): a long poll on GET sync/poke answers as
 * soon as the company's feed moves, and the engine pulls — only the changes,
 * never the whole board. While the poll cannot get through, the engine pulls
 * every FALLBACK_PULL_MS instead. Returns the stop.
 */
export function followChanges(engine: Wakeable, options: { fallbackMs?: number; retryMs?: number } = {}): () => void {
  const stop = new AbortController();
  let connected = false;
  let head: string | null = null;
  const fallback = setInterval(() => {
    if (!connected && document.visibilityState === 'visible') void engine.wake({ pull: true, force: false });
  }, options.fallbackMs ?? FALLBACK_PULL_MS);

  void (async () => {
    while (!stop.signal.aborted) {
      try {
        const res = await apiFetch(`sync/poke${head === null ? '' : `?after=${head}`}`, { method: 'GET', headers: {}, signal: stop.signal });
        if (!res.ok) throw new Error(`poke ${res.status}`);
        const { cursor } = (await res.json()) as PokeAnswer;
        connected = true;
        if (cursor !== head) {
          head = cursor;
          void engine.wake({ pull: true, force: false });
        }
      } catch {
        if (stop.signal.aborted) return;
        connected = false;
        await pause(options.retryMs ?? RETRY_MS, stop.signal);
      }
    }
  })();

  return () => {
    stop.abort();
    clearInterval(fallback);
  };
}
