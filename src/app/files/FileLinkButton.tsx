import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useToast } from '../../ui';
import { openStoredFile } from './openStoredFile';

/** A stored file as a button that opens it (offline from the device's copy); says so when the device has no copy and no signal. */
export function FileLinkButton({ fileId, name }: { fileId: string; name: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void openStoredFile(fileId).then((opened) => {
          setBusy(false);
          if (!opened) toast.error(t`Ky file nuk eshte ne kete pajisje dhe nuk ka lidhje me serverin.`);
        });
      }}
      className="inline-flex min-h-11 max-w-64 items-center gap-1 truncate rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-brand-700 underline"
    >
      <span aria-hidden="true">▤</span> <span className="truncate">{name}</span>
    </button>
  );
}
