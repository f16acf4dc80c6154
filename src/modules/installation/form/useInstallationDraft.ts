import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstallationRow } from '../../../../domain/installation/rows.js';
import { readDraft, storageErrorName, useLocalDb, writeDraft, type OutboxEntry } from '../../../local';
import { blobsOf, draftOf, type DraftFields, type InstallationDraft } from './installationDraft';

/** Typing is written to the device after this pause; photos and signatures at once. */
const WRITE_AFTER_MS = 400;

/** The draft's key among the device's form drafts (src/local/drafts.ts). */
export const installationDraftKey = (transportId: string): string => `installation:${transportId}`;

const isFields = (x: unknown): x is DraftFields => typeof x === 'object' && x !== null && 'installationStart' in x && 'comment' in x;

export interface DraftState {
  /** undefined while the device's copy is read. */
  draft: InstallationDraft | undefined;
  /** Changes the draft and keeps it on the device. */
  change: (next: InstallationDraft, at?: 'now' | 'soon') => void;
  /** Before a save: the last write has landed and none will follow (the save removes the draft with its enqueue). */
  settle: () => Promise<void>;
  /** After a save: the form shows `next` without writing it again. */
  reset: (next: InstallationDraft) => void;
  /** The storage failure of the last write (e.g. 'QuotaExceededError'), shown by the form. */
  storageError: string | null;
}

/**
 * The form's working copy (issue 13: "a reload keeps every photo and
 * signature"): opened from a refused entry being corrected, else from the
 * draft the device kept, else from the installation as it stands; every
 * change is written to the device, so nothing typed, photographed or signed
 * is lost to a reload before it is saved.
 */
export function useInstallationDraft(transportId: string, installation: InstallationRow | null, refused: OutboxEntry | null): DraftState {
  const db = useLocalDb();
  const key = installationDraftKey(transportId);
  const [draft, setDraft] = useState<InstallationDraft | undefined>(undefined);
  const [storageError, setStorageError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The change the timer will write: written at once if the form closes first. */
  const unwritten = useRef<InstallationDraft | null>(null);
  const writing = useRef<Promise<void>>(Promise.resolve());
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const fields = refused?.form?.data.fields;
    if (refused && isFields(fields)) {
      setTimeout(() => setDraft({ ...fields, ...blobsOf(refused.files) }));
      return;
    }
    void readDraft<InstallationDraft>(db, key)
      .catch(() => null)
      .then((kept) => setDraft(kept ?? draftOf(installation)));
  }, [db, key, installation, refused]);

  const write = useCallback(
    (next: InstallationDraft) => {
      unwritten.current = null;
      writing.current = writing.current
        .then(() => writeDraft(db, key, next))
        .then(
          () => setStorageError(null),
          (err: unknown) => setStorageError(storageErrorName(err) ?? (err instanceof Error ? err.name : 'Error')),
        );
    },
    [db, key],
  );

  const change = useCallback(
    (next: InstallationDraft, at: 'now' | 'soon' = 'now') => {
      setDraft(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (at === 'now') write(next);
      else {
        unwritten.current = next;
        timer.current = setTimeout(() => write(next), WRITE_AFTER_MS);
      }
    },
    [write],
  );

  const settle = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    unwritten.current = null;
    await writing.current;
  }, []);

  const reset = useCallback((next: InstallationDraft) => setDraft(next), []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (unwritten.current) write(unwritten.current);
    },
    [write],
  );

  return { draft, change, settle, reset, storageError };
}
