import { useEffect, useState } from 'react';
import type { KioskAnswer } from '../../../../domain/kiosk/answers.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { api, type KioskCredential } from '../../../local';
import { cacheWorkers, cachedWorkers } from './workerCache';

/** How often an online kiosk reads its workers again: new PINs, new people, locks set elsewhere. */
const REFRESH_MS = 60_000;

/**
 * The kiosk's workers: what it holds at once (so the list shows offline), then
 * the server's list whenever it answers; kept for the next offline start.
 */
export function useKioskWorkers(kiosk: KioskCredential): { answer: KioskAnswer | null; loading: boolean } {
  const [answer, setAnswer] = useState<KioskAnswer | null>(() => cachedWorkers(kiosk.id));
  const [loading, setLoading] = useState(answer === null);

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      try {
        const response = await api.get(KIOSK_ENDPOINTS.workers.path);
        if (!response.ok || stopped) return;
        const fresh = await response.json<KioskAnswer>();
        cacheWorkers(fresh);
        if (!stopped) setAnswer(fresh);
      } catch {
        // Offline: the held list stands.
      } finally {
        if (!stopped) setLoading(false);
      }
    };
    const readNow = () => void read();
    readNow();
    const timer = setInterval(readNow, REFRESH_MS);
    window.addEventListener('online', readNow);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', readNow);
    };
  }, [kiosk.id]);

  return { answer, loading };
}
