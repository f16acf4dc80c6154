import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName } from '../../../domain/entities.js';
import { useLocalDb, type OutboxEntry } from '../../local';

export interface QueuedSaves<Files> {
  /** Saves of this row still to reach the server (pending or being sent), in queue order. */
  waiting: OutboxEntry[];
  /** Saves the server refused, to be corrected in the form. */
  refused: OutboxEntry[];
  /** What the waiting saves carry (their files), as the form shows it until the feed brings the stored files. */
  files: Files;
}

/**
 * The outbox entries of one row of a form (a measure, an offer, an
 * agreement, an installation), live: they hold its files until the upload
 * is answered (SYNC.md O10, O11). `filesOf` reads the waiting entries'
 * files the way the form shows them; `none` is what a row not yet saved has.
 * Both are module constants (stable), so the query is not re-made each render.
 */
export function useQueuedSaves<Files>(entity: EntityName, id: string | null, filesOf: (waiting: readonly OutboxEntry[]) => Files, none: Files): QueuedSaves<Files> | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    if (!id) return { waiting: [], refused: [], files: none };
    const entries = (await db.outbox.where('entityId').equals(id).sortBy('seq')).filter((e) => e.entity === entity);
    const waiting = entries.filter((e) => e.state !== 'rejected');
    return { waiting, refused: entries.filter((e) => e.state === 'rejected'), files: filesOf(waiting) };
  }, [db, entity, id, filesOf, none]);
}
