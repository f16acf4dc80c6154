import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { MSG } from '../../../domain/messages.js';
import { KIOSK_MSG } from '../../../domain/kiosk/messages.js';
import { useSyncStatus } from '../../local';
import { useToast } from '../../ui';
import { translateServerMessage } from '../serverMessages';
import { checkToken } from './checkToken';
import { currentSession, endSession, startSession } from './sessionStore';

/**
 * Spec 000 §8: the stored token is checked on start; 'Invalid token' removes it
 * and sends the user to sign in. Checked again when the network returns and
 * when the outbox met a 401, since that is when a verdict becomes possible.
 */
export function useTokenCheck(): void {
  const { i18n } = useLingui();
  const toast = useToast();
  const { authRequired } = useSyncStatus();
  const running = useRef(false);

  const run = useRef<() => Promise<void>>(async () => {});
  // Replaced after every render, before the effects below run, so they and the listener call it with the current toast and i18n.
  useEffect(() => {
    run.current = async () => {
      const session = currentSession();
      if (!session || running.current) return;
      running.current = true;
      try {
        const result = await checkToken(session);
        // The user may have signed out (or in as someone else) while the check ran.
        if (currentSession()?.token !== session.token) return;
        if (result.kind === 'invalid') {
          toast.error(translateServerMessage(i18n, session.kiosk ? KIOSK_MSG.kioskEnded : MSG.invalidToken));
          endSession('expired');
        } else if (result.kind === 'valid' && JSON.stringify(result.session) !== JSON.stringify(session)) {
          startSession(result.session);
        }
      } finally {
        running.current = false;
      }
    };
  });

  useEffect(() => {
    const check = () => void run.current();
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, []);

  useEffect(() => {
    if (authRequired) void run.current();
  }, [authRequired]);
}
