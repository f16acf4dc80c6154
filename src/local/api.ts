import ky, { type KyInstance } from 'ky';
import { currentEntryActor, credentialHeaders, noteHeard } from './kiosk.js';
import { loadSession } from './session.js';

const API_PATH = '/api/v1';
/** No answer within this long counts as no network (SYNC.md O4). */
const TIMEOUT_MS = 30_000;

interface ApiConfig {
  /** Absolute base of the API, e.g. https://zanati.example/api/v1. */
  prefixUrl: string;
  fetch?: typeof fetch;
}

let config: ApiConfig = { prefixUrl: defaultPrefixUrl() };

/** The PWA is served by its API server, so the API lives under the page's own origin. */
function defaultPrefixUrl(): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(API_PATH, origin).href;
}

function createApi({ prefixUrl, fetch }: ApiConfig): KyInstance {
  return ky.create({
    prefixUrl,
    // The outbox owns retries (backoff, Idempotency-Key): a hidden retry here would double them.
    retry: 0,
    // Every status is an answer the caller classifies (SYNC.md O4–O6), not an exception.
    throwHttpErrors: false,
    timeout: TIMEOUT_MS,
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          // Read at send time: a token renewed by signing in again applies to queued entries at once.
          for (const [name, value] of Object.entries(bearerHeader())) request.headers.set(name, value);
        },
      ],
      afterResponse: [() => noteHeard()],
    },
  });
}

/** The shared client: sign-in, token and company checks, password reset, logout, and the sync engine. */
export let api: KyInstance = createApi(config);

/** Points the client elsewhere (tests: a server on another port, a fetch that fails on purpose). */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  api = createApi(config);
}

/** The absolute URL of an API path, for the XMLHttpRequest uploads that ky cannot report progress for. */
export function apiUrl(path: string): string {
  return `${config.prefixUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The caller's credential: the person's token, or a kiosk's with the worker acting now. */
export function bearerHeader(): Record<string, string> {
  return credentialHeaders(loadSession()?.token, currentEntryActor()) ?? {};
}

/**
 * A plain fetch of an API path with the session's token (or the given
 * `credentials`: a queued entry's own) and the same timeout,
 * for the outbox's JSON sends. Not through ky: ky clones every request ahead
 * of a retry it will never make here (retry is 0), which turns the body into a
 * teed stream that Chromium uploads through a data pipe — measured at 2–2.5 ms
 * more per request, a quarter of a long drain (BENCHMARKS.md, figure c).
 */
export function apiFetch(
  path: string,
  { credentials, ...init }: Omit<RequestInit, 'headers' | 'credentials'> & { headers: Record<string, string>; signal: AbortSignal; credentials?: Record<string, string> },
): Promise<Response> {
  return (config.fetch ?? fetch)(apiUrl(path), {
    ...init,
    headers: { ...(credentials ?? bearerHeader()), ...init.headers },
    signal: AbortSignal.any([init.signal, AbortSignal.timeout(TIMEOUT_MS)]),
  }).then((response) => {
    noteHeard();
    return response;
  });
}
