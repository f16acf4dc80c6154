import { useLiveQuery } from 'dexie-react-hooks';
import type { MeasureFileKind } from '../../../../domain/measure/uploads.js';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { filesFrom, noFiles } from './measureDraft';

export interface QueuedMeasureSaves {
  /** Saves of this measure still to reach the server (pending or being sent), in queue order. */
  waiting: OutboxEntry[];
  /** Saves the server refused, to be corrected in the form. */
  refused: OutboxEntry[];
  /** The files the waiting saves carry: on the device, shown until the feed brings them as stored files. */
  files: Record<MeasureFileKind, File[]>;
}

const NONE: QueuedMeasureSaves = { waiting: [], refused: [], files: noFiles() };

/** The outbox entries of one measure, live: they hold its files until the upload is answered (SYNC.md O10, O11). */
export function useQueuedMeasureSaves(measureId: string | null): QueuedMeasureSaves | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!measureId) return NONE;
    const entries = (await db.outbox.where('entityId').equals(measureId).sortBy('seq')).filter((e) => e.entity === 'measures');
    const waiting = entries.filter((e) => e.state !== 'rejected');
    const files = filesFrom(waiting.flatMap((e) => e.files ?? []));
    return { waiting, refused: entries.filter((e) => e.state === 'rejected'), files };
  }, [db, measureId]);
}
