import { Plural, Trans } from '@lingui/react/macro';
import { QueuedSavesNotice as Notice } from '../../../app/writes/QueuedSavesNotice';
import type { QueuedInstallationSaves } from './useQueuedInstallationSaves';

/** The installation's saves on their way (issue 13: "the record shows pending with upload progress"); src/app/writes/QueuedSavesNotice.tsx. */
export function QueuedSavesNotice({ queued }: { queued: QueuedInstallationSaves }) {
  return (
    <Notice
      waiting={queued.waiting}
      refused={queued.refused}
      countAttribute="data-pending-installation"
      pendingText={(count) => <Plural value={count} one="Ne pritje: # ruajtje e instalimit nuk eshte derguar ende" other="Ne pritje: # ruajtje te instalimit nuk jane derguar ende" />}
      refusedText={<Trans>Serveri refuzoi nje ruajtje te ketij instalimi.</Trans>}
    />
  );
}
