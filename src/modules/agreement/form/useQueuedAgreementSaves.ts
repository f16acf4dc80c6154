import { useLiveQuery } from 'dexie-react-hooks';
import type { AgreementFileKind } from '../../../../domain/agreement/uploads.js';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { filesFrom, noFiles } from './agreementDraft';

export interface QueuedAgreementSaves {
  /** Saves of this agreement still to reach the server (pending or being sent), in queue order. */
  waiting: OutboxEntry[];
  /** Saves the server refused, to be corrected in the form. */
  refused: OutboxEntry[];
  /** The files the waiting saves carry: on the device, shown until the feed brings them as stored files. */
  files: Record<AgreementFileKind, File[]>;
}

const NONE: QueuedAgreementSaves = { waiting: [], refused: [], files: noFiles() };

/** The outbox entries of one agreement, live: they hold its files — the signature among them — until the upload is answered (SYNC.md O10, O11). */
export function useQueuedAgreementSaves(agreementId: string | null): QueuedAgreementSaves | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!agreementId) return NONE;
    const entries = (await db.outbox.where('entityId').equals(agreementId).sortBy('seq')).filter((e) => e.entity === 'agreements');
    const waiting = entries.filter((e) => e.state !== 'rejected');
    return { waiting, refused: entries.filter((e) => e.state === 'rejected'), files: filesFrom(waiting.flatMap((e) => e.files ?? [])) };
  }, [db, agreementId]);
}
