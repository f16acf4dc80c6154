import { Trans } from '@lingui/react/macro';
import { useSyncStatus } from '../../local';

/** A failed local write (full disk, broken database) is said out loud, never swallowed (ARCHITECTURE "Durability"). */
export function StorageWarning() {
  const { storageError } = useSyncStatus();
  if (!storageError) return null;
  return (
    <p role="alert" className="no-print border-b border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900">
      {storageError === 'QuotaExceededError' ? (
        <Trans>Hapesira e ruajtjes ne kete pajisje eshte plot. Ndryshimet e reja nuk mund te ruhen: lironi hapesire ose sinkronizoni.</Trans>
      ) : (
        <Trans>Ruajtja ne kete pajisje deshtoi ({storageError}). Rifreskoni faqen; nese perseritet, sinkronizoni dhe njoftoni administratorin.</Trans>
      )}
    </p>
  );
}
