import { useLingui } from '@lingui/react/macro';
import type { ArchiveModule } from '../../../domain/archive/modules.js';
import { MSG } from '../../../domain/messages.js';
import { enqueue, useLocalDb } from '../../local';
import { useToast } from '../../ui';
import { translateServerMessage } from '../serverMessages';
import { useSignedInSession } from '../session/useSignedInSession';
import { archiveDeleteCommand } from './archiveDeleteCommand';
import { useAnnounceQueuedSave } from '../writes/useAnnounceQueuedSave';

/**
 * An archive table's delete (the Table confirms first): full privileges
 * only, so `undefined` — no delete button — for everyone else.
 */
export function useArchiveDelete(module: ArchiveModule): ((id: string, name: string) => void) | undefined {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const session = useSignedInSession();
  if (session.permissions.fullPrivileges !== true) return undefined;
  return (id, name) => {
    enqueue(db, archiveDeleteCommand(module, id, name)).then(
      () => announceQueuedSave(translateServerMessage(i18n, MSG.deleted)),
      () => toast.error(translateServerMessage(i18n, MSG.somethingWrong)),
    );
  };
}
