import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { MSG } from '../../../domain/messages.js';
import { storageErrorName, useLocalDb, type Command, type ZanatiDb } from '../../local';
import { useToast } from '../../ui';
import { translateServerMessage } from '../serverMessages';
import { saveThroughOutbox } from './outboxDraft';

/** What a form's save hands over: its command(s), built once the form's own checks passed. */
type Built = Command | readonly Command[];

/** How a save ended: queued, or refused by the device's storage (its error's name), or failed otherwise. */
export type QueuedSave = { ok: true } | { ok: false; storage: string | null };

/** The commands queued in order; the first replaces the refused entry being corrected, if any. */
export async function queueSave(db: ZanatiDb, correcting: string | null, build: () => Built | Promise<Built>): Promise<QueuedSave> {
  try {
    const built = await build();
    const commands: readonly Command[] = Array.isArray(built) ? built : [built as Command];
    for (const [i, command] of commands.entries()) await saveThroughOutbox(db, command, i === 0 ? correcting : null);
    return { ok: true };
  } catch (err) {
    return { ok: false, storage: storageErrorName(err) };
  }
}

/**
 * Every form's save into the outbox, one shape: busy while it is written,
 * the commands queued (queueSave), and a failure said where the user can act on it — the
 * device's storage refusing (SYNC.md O12: a full disk, said at the form by
 * `StorageRefusal`) apart from anything else (a toast). `save` answers whether
 * everything was queued, so the form resets or navigates only then.
 */
export function useOutboxSave(correcting: string | null | undefined) {
  const db = useLocalDb();
  const toast = useToast();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [storageFailure, setStorageFailure] = useState<string | null>(null);

  const save = useCallback(
    async (build: () => Built | Promise<Built>): Promise<boolean> => {
      setBusy(true);
      setStorageFailure(null);
      const result = await queueSave(db, correcting ?? null, build);
      setBusy(false);
      if (result.ok) return true;
      if (result.storage) setStorageFailure(result.storage);
      else toast.error(translateServerMessage(i18n, MSG.somethingWrong));
      return false;
    },
    [db, correcting, toast, i18n],
  );

  return { busy, storageFailure, save };
}
