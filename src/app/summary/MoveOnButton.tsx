import { useLingui } from '@lingui/react/macro';
import type { ClientRow } from '../../../domain/contact/rows.js';
import { clientModuleOf, MOVE_ON_WRITERS } from '../../../domain/journey/order.js';
import { MSG } from '../../../domain/messages.js';
import { canWriteModule } from '../../../domain/permissions.js';
import { Button } from '../../ui';
import { translateServerMessage } from '../serverMessages';
import { useSignedInSession } from '../session/useSignedInSession';
import { MODULE_TITLES } from '../shell/moduleTitles';
import { useOutboxSave } from '../writes/useOutboxSave';
import { moveOnCommand, moveOnTargetOf } from './moveOnCommand';
import { useAnnounceQueuedSave } from '../writes/useAnnounceQueuedSave';

/**
 * "A client chosen in one module can be pushed to the next" (spec 000 §1):
 * shown when the client has a next client module and the user may push
 * (the server's rule, domain/journey/order.ts MOVE_ON_WRITERS); queued
 * through the outbox, so it works offline too.
 */
export function MoveOnButton({ client }: { client: ClientRow }) {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const { save, busy } = useOutboxSave(null);
  const announceQueuedSave = useAnnounceQueuedSave();
  const target = moveOnTargetOf(client);
  const module = target === null ? null : clientModuleOf(target);
  if (target === null || module === null || !MOVE_ON_WRITERS.some((m) => canWriteModule(session.permissions, m))) return null;
  const moduleName = i18n._(MODULE_TITLES[module]);
  return (
    <Button variant="secondary" disabled={busy} onClick={() =>
        void save(() => moveOnCommand(client, target, new Date().toISOString())).then((queued) => {
          if (queued) announceQueuedSave(translateServerMessage(i18n, MSG.saved));
        })
      }>
      {t`Kalo ne: ${moduleName}`}
    </Button>
  );
}
