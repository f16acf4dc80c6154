import { Trans } from '@lingui/react/macro';
import { useServiceWorkerUpdate } from './serviceWorker';

/** A bar at the bottom when a new version is installed and waiting. */
export function UpdatePrompt() {
  const { updateReady, applyUpdate } = useServiceWorkerUpdate();
  if (!updateReady) return null;
  return (
    <div role="status" className="no-print fixed inset-x-0 bottom-0 z-50 flex justify-center p-3">
      <button
        type="button"
        onClick={applyUpdate}
        className="min-h-11 rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white shadow-lg hover:bg-brand-700"
      >
        <Trans>Nje version i ri eshte gati — rifresko</Trans>
      </button>
    </div>
  );
}
