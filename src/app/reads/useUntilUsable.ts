import type { AnswerOf, AnyEndpoint } from '../../../domain/kit/endpoint.js';
import { useSyncStatus } from '../../local';
import { pathOfCall, type ServerCall } from './serverRead';
import { useServerRead } from './useServerRead';

/**
 * A screen's rows from the server while a new device's first sync has not
 * brought them (SYNC.md O19: `firstSync.usable` false): `early` says the
 * mirror cannot draw the screen yet, `served` is the server's answer to the
 * same question once in (undefined while it is on its way, offline, or for
 * another call than `call`). Kept once `early` ends, so the screen can show
 * it until the mirror's first read is drawn. Nothing is asked for otherwise.
 */
export function useUntilUsable<E extends AnyEndpoint & { method: 'GET' }, T>(call: ServerCall<E> | null, read: (body: AnswerOf<E>) => T): { early: boolean; served: T | undefined } {
  const { firstSync } = useSyncStatus();
  const early = firstSync !== null && !firstSync.usable;
  const { result } = useServerRead(early ? call : null, read);
  const served = call !== null && result.state === 'ready' && result.path === pathOfCall(call) ? result.data : undefined;
  return { early, served };
}
