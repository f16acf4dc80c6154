import { useLingui } from '@lingui/react/macro';
import { SignaturePad } from '../../../ui/SignaturePad';
import { PhotoPreview } from '../../../ui/PhotoPreview';
import type { StoredFile } from './readInstallationForm';
import { StoredPhoto } from './StoredPhoto';

export interface SignatureFieldProps {
  label: string;
  /** Saved on the pad in this form (PNG), not yet queued. */
  value: Blob | null;
  onChange: (png: Blob | null) => void;
  /** Queued with an earlier save, on its way to the server. */
  queued: Blob | null;
  stored: StoredFile | null;
  canWrite: boolean;
  error?: string | null;
  /** Changes when the form was saved: the pad starts blank again. */
  generation: number;
}

/**
 * One signature of the installation (spec 001 §2: installer and client, a
 * 400 × 200 pad with Clear and Save). A signature saved on the pad shows as
 * saved (and survives a reload with the form's draft); one queued or stored
 * is shown beside it, and counts for the end's rule (spec 001 §5). Observers
 * see the signature, not the pad (§6).
 */
export function SignatureField({ label, value, onChange, queued, stored, canWrite, error, generation }: SignatureFieldProps) {
  const { t } = useLingui();
  const state = value ? 'saved' : queued ? 'queued' : stored ? 'stored' : 'none';
  return (
    <div className="flex flex-col gap-2" data-signature={state}>
      {canWrite ? (
        <SignaturePad key={generation} label={label} onSave={(png) => onChange(png)} onClear={() => onChange(null)} error={error ?? null} />
      ) : (
        <span className="text-base font-medium text-slate-800">{label}</span>
      )}
      <div role="status" className="flex flex-wrap items-center gap-3">
        {value && (
          <>
            <PhotoPreview photo={value} alt={t`${label}: e ruajtur`} />
            <span className="font-medium text-green-800">
              <span aria-hidden="true">✓</span> {t`Nenshkrimi u ruajt`}
            </span>
          </>
        )}
        {!value && queued && (
          <>
            <PhotoPreview photo={queued} alt={t`${label}: ne pritje`} />
            <span className="font-medium text-amber-800">{t`Nenshkrimi ne pritje te dergimit`}</span>
          </>
        )}
        {!value && !queued && stored && (
          <>
            <StoredPhoto fileId={stored.id} alt={t`${label}: e ruajtur ne server`} />
            <span className="font-medium text-green-800">
              <span aria-hidden="true">✓</span> {t`Nenshkrimi eshte ruajtur`}
            </span>
          </>
        )}
        {state === 'none' && <span className="text-slate-700">{t`Pa nenshkrim`}</span>}
      </div>
    </div>
  );
}
