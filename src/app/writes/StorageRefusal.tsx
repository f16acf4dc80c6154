import { Trans } from '@lingui/react/macro';

/**
 * The device could not keep a form's save or draft (SYNC.md O12): said at
 * the form, so the user knows it did not happen — a full disk above all,
 * the one failure they can fix.
 */
export function StorageRefusal({ name }: { name: string }) {
  return (
    <p role="alert" data-storage-error={name} className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
      {name === 'QuotaExceededError' ? (
        <Trans>Te dhenat nuk u ruajten ne kete pajisje: hapesira e ruajtjes eshte plot. Lironi hapesire (fshini foto ose aplikacione) dhe ruajini perseri.</Trans>
      ) : (
        <Trans>Te dhenat nuk u ruajten ne kete pajisje ({name}). Ruajini perseri; nese perseritet, njoftoni administratorin.</Trans>
      )}
    </p>
  );
}
