import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb, type OutboxEntry } from '../../../local';

export interface QueuedOfferSaves {
  /** Saves of this offer still to reach the server (pending or being sent), in queue order. */
  waiting: OutboxEntry[];
  /** Saves the server refused, to be corrected in the form. */
  refused: OutboxEntry[];
}

const NONE: QueuedOfferSaves = { waiting: [], refused: [] };

/** The outbox entries of one offer, live. */
export function useQueuedOfferSaves(offerId: string | null): QueuedOfferSaves | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!offerId) return NONE;
    const entries = (await db.outbox.where('entityId').equals(offerId).sortBy('seq')).filter((e) => e.entity === 'offers');
    return { waiting: entries.filter((e) => e.state !== 'rejected'), refused: entries.filter((e) => e.state === 'rejected') };
  }, [db, offerId]);
}
