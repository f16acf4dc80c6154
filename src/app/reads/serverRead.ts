import { readAnswer } from '../session/apiAnswer';
import { api } from '../../local';

/** What one online read got: the body, no answer at all, or the server's refusal (in Albanian). */
export type ServerAnswer = { kind: 'ok'; body: unknown } | { kind: 'offline' } | { kind: 'refused'; message: string };

/**
 * One GET that only the server can answer (the activity dashboard, the audit
 * log): neither is mirrored, because both are views over other users' work
 * that would be stale the moment they were stored. Everything else in the
 * admin area reads the mirror. An aborted read rethrows, so a screen that
 * moved on never shows an answer it no longer asked for.
 */
export async function getFromServer(path: string, signal?: AbortSignal): Promise<ServerAnswer> {
  try {
    const response = await api.get(path, signal ? { signal } : {});
    if (response.ok) return { kind: 'ok', body: await response.json() };
    return { kind: 'refused', message: (await readAnswer(response)).message };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'offline' };
  }
}
