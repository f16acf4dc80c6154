import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { blobsOf } from './installationDraft';

export interface QueuedSaves {
  /** Saves of this installation still to reach the server (pending or being sent), in queue order. */
  waiting: OutboxEntry[];
  /** Saves the server refused, to be corrected in the form. */
  refused: OutboxEntry[];
  /** The files the waiting saves carry: shown as on their way, and counted for the rules. */
  photos: Blob[];
  installerSignature: Blob | null;
  clientSignature: Blob | null;
}

const NONE: QueuedSaves = { waiting: [], refused: [], photos: [], installerSignature: null, clientSignature: null };

/** The outbox entries of one installation, live: they hold its photos and signatures until the upload is answered (SYNC.md O10, O11). */
export function useQueuedSaves(installationId: string | null): QueuedSaves | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!installationId) return NONE;
    const entries = (await db.outbox.where('entityId').equals(installationId).sortBy('seq')).filter((e) => e.entity === 'installations');
    const waiting = entries.filter((e) => e.state !== 'rejected');
    const files = waiting.map((e) => blobsOf(e.files));
    // A later signature replaces an earlier one on the server: the newest queued is the one that will stand.
    const newest = (pick: (f: ReturnType<typeof blobsOf>) => Blob | null) => files.map(pick).filter((b): b is Blob => b !== null).at(-1) ?? null;
    return {
      waiting,
      refused: entries.filter((e) => e.state === 'rejected'),
      photos: files.flatMap((f) => f.photos),
      installerSignature: newest((f) => f.installerSignature),
      clientSignature: newest((f) => f.clientSignature),
    };
  }, [db, installationId]);
}
