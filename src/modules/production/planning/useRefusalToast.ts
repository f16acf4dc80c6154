import { useLingui } from '@lingui/react/macro';
import { liveQuery } from 'dexie';
import { useCallback } from 'react';
import { useLocalDb } from '../../../local';
import { useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';

/**
 * Follows a queued entry until the server answers it: a refusal is said at
 * once, wherever the user is by then (the mirror puts the rows back by
 * itself, SYNC.md O6, and the pending-changes screen keeps the entry). It
 * outlives the screen that queued it: a modal closes as soon as it saves.
 */
export function useRefusalToast(): (entryId: string) => void {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  return useCallback(
    (entryId: string) => {
      const subscription = liveQuery(() => db.outbox.get(entryId)).subscribe((entry) => {
        if (entry?.state === 'pending' || entry?.state === 'sending') return;
        if (entry?.state === 'rejected' && entry.error) toast.error(translateServerMessage(i18n, entry.error.message));
        subscription.unsubscribe();
      });
    },
    [db, toast, i18n],
  );
}
