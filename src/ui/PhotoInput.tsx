import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { accepts } from '../../domain/files.js';
import { FieldMessages } from './FieldMessages';
import { describedBy, useFieldIds } from './fieldIds';
import { labelClass } from './fieldStyles';
import { FilePickButton } from './FilePickButton';
import { FILE_REFUSALS, PICKER_ACCEPT } from './fileRefusals';
import { PhotoPreview } from './PhotoPreview';
import { reencodeJpeg } from './reencodeJpeg';
import { sniffFile } from './sniffMime';
import { RequiredMark } from './RequiredMark';

export interface PhotoInputProps {
  label: ReactNode;
  /** The kept photos: JPEG Blobs at quality 0.2. */
  value: readonly Blob[];
  onChange: (photos: Blob[]) => void;
  /** How many photos the field holds; 1 (the default) replaces the photo on each pick. */
  max?: number;
  /** Photos are added up to `max`, even when `max` is 0 or 1 (a field whose room shrinks as photos are stored elsewhere). Default: max > 1. */
  multiple?: boolean;
  hint?: ReactNode;
  /** Already translated; a refusal of a picked file is shown instead while it stands. */
  error?: string | null;
  /** Already translated: said when a pick would pass `max` (the photos that fit are kept). Default: 'Lejohen deri ne {max} foto!'. */
  tooMany?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * Takes photos from the camera or the gallery (two buttons: on tablets the first
 * opens the back camera), keeps only real images (JPEG, PNG, WebP by their bytes)
 * and re-encodes each as JPEG at quality 0.2 (spec 000 §9) before the form sees it.
 */
export function PhotoInput({ label, value, onChange, max = 1, multiple, hint, error, tooMany, required = false, disabled = false, id }: PhotoInputProps) {
  const { t, i18n } = useLingui();
  const ids = useFieldIds(id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const shownError = refusal ?? error;
  const several = multiple ?? max > 1;
  const room = Math.max(0, max - value.length);

  const pick = async (files: File[]) => {
    setWorking(true);
    try {
      const mimes = await Promise.all(files.map(sniffFile));
      const images = files.filter((_, i) => {
        const mime = mimes[i];
        return mime !== null && mime !== undefined && accepts('image', mime);
      });
      // A field of several photos refuses what does not fit, and says so, rather than drop it unseen.
      const fitting = several ? images.slice(0, room) : images;
      const refused = images.length !== files.length ? i18n._(FILE_REFUSALS.image) : fitting.length < images.length ? (tooMany ?? t`Lejohen deri ne ${max} foto!`) : null;
      setRefusal(refused);
      const photos = await Promise.all(
        // A device that cannot decode or draw the image (no 2D canvas left, an
        // exotic format the browser cannot paint) keeps the original: a photo sent
        // larger beats a photo lost, and the server checks its type again.
        fitting.map((image) => reencodeJpeg(image).catch(() => image)),
      );
      if (photos.length === 0) return;
      onChange(several ? [...value, ...photos].slice(0, max) : photos.slice(-1));
    } finally {
      setWorking(false);
    }
  };

  const pickProps = {
    accept: PICKER_ACCEPT.image,
    multiple: several,
    // A full field stays open: a pick is then refused with the reason, not ignored by a greyed button.
    disabled: disabled || working,
    required: required && value.length === 0,
    invalid: Boolean(shownError),
    labelledBy: ids.labelId,
    describedBy: describedBy(ids, hint, shownError),
    onFiles: (files: File[]) => void pick(files),
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={ids.labelId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {value.map((photo, index) => (
            <li key={index} className="flex flex-col items-center gap-1">
              <PhotoPreview photo={photo} alt={t`Foto ${index + 1}`} />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                className="min-h-11 rounded-md px-3 font-semibold text-red-700 hover:bg-red-50"
              >
                {t`Hiq foton ${index + 1}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton {...pickProps} capture="environment">
          {t`Fotografo`}
        </FilePickButton>
        <FilePickButton {...pickProps}>{t`Nga galeria`}</FilePickButton>
        {working && <span className="text-slate-700">{t`Duke pergatitur foton...`}</span>}
      </div>
      <FieldMessages ids={ids} hint={hint} error={shownError} announce={refusal !== null} />
    </fieldset>
  );
}
