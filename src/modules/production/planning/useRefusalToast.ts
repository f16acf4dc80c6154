import { useLingui } from '@lingui/react/macro';
import { liveQuery } from 'dexie';
import { useCallback, useEffect, useRef } from 'react';
import { useLocalDb } from '../../../local';
import { useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';

/**
 * Follows a queued entry while the screen is open: when the server refuses
 * it, the screen says why at once (the mirror puts the rows back by itself,
 * SYNC.md O6); an entry sent, or still waiting when the screen closes, says
 * nothing here (the pending-changes screen keeps it).
 */
export function useRefusalToast(): (entryId: string) => void {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const watched = useRef(new Set<{ unsubscribe: () => void }>());
  useEffect(() => {
    const subscriptions = watched.current;
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, []);
  return useCallback(
    (entryId: string) => {
      const subscription = liveQuery(() => db.outbox.get(entryId)).subscribe((entry) => {
        if (entry?.state === 'pending' || entry?.state === 'sending') return;
        if (entry?.state === 'rejected' && entry.error) toast.error(translateServerMessage(i18n, entry.error.message));
        subscription.unsubscribe();
        watched.current.delete(subscription);
      });
      watched.current.add(subscription);
    },
    [db, toast, i18n],
  );
}
