import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useSyncStatus } from '../../local';
import { useToast } from '../../ui';

/**
 * The toast after a change was queued (a save, an edit, a delete), one for
 * every screen. Online it is the screen's own success text, as the change
 * leaves at once. Offline the same words would claim a success the server
 * has not seen: the user reads instead that the change is kept on this device
 * and goes when the connection returns. Offline is the engine's view (it also
 * covers a server it cannot reach) or the browser's, whichever knows first:
 * the engine hears of a lost network only at its next event or failed send.
 */
export function useAnnounceQueuedSave(): (successText: string) => void {
  const toast = useToast();
  const { t } = useLingui();
  const { online } = useSyncStatus();
  return useCallback(
    (successText: string) => {
      toast.success(online && navigator.onLine ? successText : t`Pa internet: ndryshimi u ruajt ne kete pajisje dhe dergohet kur te kthehet lidhja.`);
    },
    [toast, t, online],
  );
}
