import { Trans } from '@lingui/react/macro';

/**
 * The device could not keep the form (SYNC.md O12): said at the form, so the
 * installer knows the save or the draft did not happen — a full disk above
 * all, the one failure they can fix.
 */
export function StorageRefusal({ name }: { name: string }) {
  return (
    <p role="alert" data-storage-error={name} className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
      {name === 'QuotaExceededError' ? (
        <Trans>Instalimi nuk u ruajt ne kete pajisje: hapesira e ruajtjes eshte plot. Lironi hapesire (fshini foto ose aplikacione) dhe ruajeni perseri.</Trans>
      ) : (
        <Trans>Instalimi nuk u ruajt ne kete pajisje ({name}). Ruajeni perseri; nese perseritet, njoftoni administratorin.</Trans>
      )}
    </p>
  );
}
