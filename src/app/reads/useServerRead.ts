import { useEffect, useState } from 'react';
import { useSyncStatus } from '../../local';
import type { AnswerOf, AnyEndpoint } from '../../../domain/kit/endpoint.js';
import { getPath, pathOfCall, type ServerCall } from './serverRead';

export type ServerRead<T> = { state: 'loading' } | { state: 'offline' } | { state: 'refused'; message: string } | { state: 'ready'; data: T; /** The path read: a reload of another path shows this one's data until it answers. */ path: string };

/**
 * Reads a declared call from the server while the device is online, again whenever it
 * comes back online and on `reload`. Offline it says so instead of showing
 * data it cannot have. While a reload runs, what was shown stays (`busy`),
 * so a refresh does not blank the screen. `read` turns the body into the
 * screen's data; pass a module-level function, since a new one starts a new read.
 * A null call reads nothing and stays 'loading' (a screen that reads the server
 * only some of the time).
 */
export function useServerRead<E extends AnyEndpoint & { method: 'GET' }, T>(
  call: ServerCall<E> | null,
  read: (body: AnswerOf<E>) => T,
): { result: ServerRead<T>; busy: boolean; reload: () => void } {
  const path = call === null ? null : pathOfCall(call);
  const { online } = useSyncStatus();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<ServerRead<T>>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (path === null) return;
    if (!online) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the read's state follows the request this effect starts and aborts
      setBusy(false);
      setResult({ state: 'offline' });
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    setResult((shown) => (shown.state === 'ready' ? shown : { state: 'loading' }));
    getPath<AnswerOf<E>>(path, controller.signal)
      .then((answer) => {
        if (answer.kind === 'ok') setResult({ state: 'ready', data: read(answer.body), path });
        else if (answer.kind === 'offline') setResult({ state: 'offline' });
        else setResult({ state: 'refused', message: answer.message });
        setBusy(false);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [path, read, online, attempt]);

  return { result, busy, reload: () => setAttempt((n) => n + 1) };
}
