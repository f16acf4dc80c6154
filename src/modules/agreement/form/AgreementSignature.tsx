import { useLingui } from '@lingui/react/macro';
import { PhotoPreview } from '../../../ui/PhotoPreview';
import { SignaturePad } from '../../../ui/SignaturePad';

export interface AgreementSignatureProps {
  /** Saved on the pad in this form (PNG), not yet queued. */
  value: Blob | null;
  onChange: (png: Blob | null) => void;
  /** Changes when the form was saved: the pad starts blank again. */
  generation: number;
}

/**
 * The client signs the agreement on the tablet (issue 15, beyond the
 * original's scanned upload): a 400 × 200 pad with Clear and Save, whose PNG
 * goes with the save as one more signature[] file. A signature saved on the
 * pad survives a reload with the form's draft; queued and stored ones are
 * listed with the agreement's files.
 */
export function AgreementSignature({ value, onChange, generation }: AgreementSignatureProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2" data-signature={value ? 'saved' : 'none'}>
      <SignaturePad key={generation} label={t`Nenshkrimi i klientit`} onSave={(png) => onChange(png)} onClear={() => onChange(null)} />
      <div role="status" className="flex flex-wrap items-center gap-3">
        {value ? (
          <>
            <PhotoPreview photo={value} alt={t`Nenshkrimi i klientit: i ruajtur`} />
            <span className="font-medium text-green-800">
              <span aria-hidden="true">✓</span> {t`Nenshkrimi u ruajt`}
            </span>
          </>
        ) : (
          <span className="text-slate-700">{t`Pa nenshkrim`}</span>
        )}
      </div>
    </div>
  );
}
