import { useLingui } from '@lingui/react/macro';
import { useStoredFileBlob } from '../../../app/files/storedFileBlob';
import { openStoredFile } from '../../../app/files/openStoredFile';
import { useToast } from '../../../ui';
import { PhotoPreview } from '../../../ui/PhotoPreview';

/** A stored photo of the installation as a thumbnail that opens it full size — from the device's copy without signal. */
export function StoredPhoto({ fileId, alt }: { fileId: string; alt: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const blob = useStoredFileBlob(fileId);
  return (
    <button
      type="button"
      data-stored-photo={fileId}
      onClick={() => {
        void openStoredFile(fileId).then((opened) => {
          if (!opened) toast.error(t`Ky file nuk eshte ne kete pajisje dhe nuk ka lidhje me serverin.`);
        });
      }}
      className="flex size-28 items-center justify-center overflow-hidden rounded-md border border-slate-300 bg-slate-100 text-sm text-slate-700"
    >
      {blob ? <PhotoPreview photo={blob} alt={alt} /> : <span>{blob === null ? alt : t`Duke ngarkuar...`}</span>}
    </button>
  );
}
