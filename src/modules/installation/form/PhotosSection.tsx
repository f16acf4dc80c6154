import { useLingui } from '@lingui/react/macro';
import { MAX_INSTALLATION_PHOTOS } from '../../../../domain/installation/uploads.js';
import { PhotoInput } from '../../../ui';
import { PhotoPreview } from '../../../ui/PhotoPreview';
import { photoRoom } from './installationDraft';
import type { StoredFile } from './readInstallationForm';
import { StoredPhoto } from './StoredPhoto';

export interface PhotosSectionProps {
  stored: readonly StoredFile[];
  /** Photos of saves still in the outbox: on the device, on their way to the server. */
  queued: readonly Blob[];
  value: readonly Blob[];
  onChange: (photos: Blob[]) => void;
  canWrite: boolean;
  error?: string | null;
}

/**
 * The installation's photos (spec 001 §2): those stored (thumbnails that open
 * offline), those queued with an earlier save, and the upload of new ones —
 * re-encoded JPEG (src/ui/reencodeJpeg.ts) and at most ten per installation
 * counting all of them (issue 13); an eleventh is refused with the reason.
 */
export function PhotosSection({ stored, queued, value, onChange, canWrite, error }: PhotosSectionProps) {
  const { t } = useLingui();
  const held = stored.length + queued.length;
  const count = held + value.length;
  const max = MAX_INSTALLATION_PHOTOS;
  return (
    <section aria-labelledby="installation-photos" className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3">
      <h2 id="installation-photos" className="text-lg font-semibold">
        {t`Fotot e instalimit`} <span className="font-normal text-slate-700">({count} / {max})</span>
      </h2>
      {held === 0 && !canWrite && <p className="text-slate-700">{t`Nuk ka te dhena !`}</p>}
      {held > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t`Fotot e ruajtura`}>
          {stored.map((f, i) => (
            <li key={f.id}>
              <StoredPhoto fileId={f.id} alt={t`Foto e ruajtur ${i + 1}`} />
            </li>
          ))}
          {queued.map((photo, i) => (
            <li key={`queued-${i}`} data-queued-photo className="flex flex-col items-center gap-1">
              <PhotoPreview photo={photo} alt={t`Foto ne pritje ${i + 1}`} />
              <span className="text-sm text-amber-800">{t`Ne pritje`}</span>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <PhotoInput
          label={t`Shto foto`}
          value={value}
          onChange={onChange}
          max={photoRoom(held)}
          multiple
          tooMany={t`Lejohen deri ne ${max} foto per instalim!`}
          hint={t`Deri ne ${max} foto per instalim.`}
          error={error ?? null}
        />
      )}
    </section>
  );
}
