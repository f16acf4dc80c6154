import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, storageErrorName, useLocalDb, writeDraft } from '../../local';

/** Typing is written to the device after this pause; photos, signatures and sketches at once. */
const WRITE_AFTER_MS = 400;

export interface FormDraftState<T> {
  /** undefined while the device's copy is read. */
  draft: T | undefined;
  /** Changes the draft and keeps it on the device. */
  change: (next: T, at?: 'now' | 'soon') => void;
  /** Before a save: the last write has landed and none will follow (the save removes the draft with its enqueue). */
  settle: () => Promise<void>;
  /** After a save: the form shows `next` without writing it again. */
  reset: (next: T) => void;
  /** The storage failure of the last write (e.g. 'QuotaExceededError'), shown by the form. */
  storageError: string | null;
}

/**
 * A form's working copy kept on the device (src/local/drafts.ts), so nothing
 * typed, photographed, signed or drawn is lost to a reload before it is
 * saved (issues 13, 14): opened from a refused entry being corrected
 * (`refused`), else from the draft the device kept under `key`, else from
 * `initial()` — the record as it stands. Every change is written to the
 * device; the save's command removes the draft in its own transaction.
 */
export function useFormDraft<T>(key: string, initial: () => T, refused: T | null): FormDraftState<T> {
  const db = useLocalDb();
  const [draft, setDraft] = useState<T | undefined>(undefined);
  const [storageError, setStorageError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The change the timer will write: written at once if the form closes first. */
  const unwritten = useRef<T | null>(null);
  const writing = useRef<Promise<void>>(Promise.resolve());
  const opened = useRef(false);
  const first = useRef({ initial, refused });

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const { initial: initialDraft, refused: refusedDraft } = first.current;
    if (refusedDraft !== null) {
      setTimeout(() => setDraft(refusedDraft));
      return;
    }
    void readDraft<T>(db, key)
      .catch(() => null)
      .then((kept) => setDraft(kept ?? initialDraft()));
  }, [db, key]);

  const write = useCallback(
    (next: T) => {
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
    (next: T, at: 'now' | 'soon' = 'now') => {
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

  const reset = useCallback((next: T) => setDraft(next), []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (unwritten.current) write(unwritten.current);
    },
    [write],
  );

  return { draft, change, settle, reset, storageError };
}
