import { useLingui } from '@lingui/react/macro';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { STATUS } from '../../../../domain/production/statuses.js';
import { enqueue, useLocalDb } from '../../../local';
import { useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { passiveCommand } from './productActivityCommands';
import { useRefusalToast } from './useRefusalToast';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/**
 * Takes a product out of production through the outbox: refused here, as on
 * the server, while someone works on it ('Perfundoni procesin e nisur!').
 */
export function useMakePassive(productId: string, name: string, onDone: () => void): () => Promise<void> {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const watchRefusal = useRefusalToast();
  return async () => {
    const [process, material] = await Promise.all([
      db.processStatuses.where('productId').equals(productId).filter((s) => s.statusId === STATUS.inProcess).first(),
      db.materialStatuses.where('productId').equals(productId).filter((s) => s.statusId === STATUS.inProcess).first(),
    ]);
    if (process || material) {
      toast.error(translateServerMessage(i18n, PRODUCTION_MSG.finishStarted));
      return;
    }
    const entry = await enqueue(db, passiveCommand(productId, name));
    watchRefusal(entry.id);
    announceQueuedSave(translateServerMessage(i18n, PRODUCTION_MSG.madePassive));
    onDone();
  };
}
