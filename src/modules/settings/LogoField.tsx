import { Trans, useLingui } from '@lingui/react/macro';
import { LOGO_UPLOAD } from '../../../domain/settings/companySettings.js';
import { useStoredFileBlob } from '../../app/files/storedFileBlob';
import { Button, FileInput } from '../../ui';
import { PhotoPreview } from '../../ui/PhotoPreview';

const LOGO_FRAME = 'h-20 max-w-48 rounded-md border border-slate-200 bg-white object-contain p-1';

/** The logo, whole, in a frame (the shared preview releases its object URL when it goes). */
function LogoPreview({ logo, alt }: { logo: Blob; alt: string }) {
  return <PhotoPreview photo={logo} alt={alt} className={LOGO_FRAME} data-preview="logo" />;
}

function StoredLogo({ fileId, alt }: { fileId: string; alt: string }) {
  const blob = useStoredFileBlob(fileId);
  return blob ? <LogoPreview logo={blob} alt={alt} /> : null;
}

export interface LogoFieldProps {
  /** The stored logo's file, null for none. */
  storedId: string | null;
  /** A logo saved on this device that waits for its upload. */
  queued: Blob | null;
  picked: File | null;
  onPick: (file: File | null) => void;
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  error?: string | undefined;
}

/**
 * The company's logo: the one shown is the newest of what was picked, what
 * waits in the outbox and what is stored. Picking replaces it; removing
 * takes effect with the save, like every other field.
 */
export function LogoField({ storedId, queued, picked, onPick, removing, onRemovingChange, error }: LogoFieldProps) {
  const { t } = useLingui();
  const alt = t`Logoja e kompanise`;
  const hasLogo = Boolean(picked ?? queued ?? storedId);
  return (
    <div className="flex flex-col gap-2">
      <FileInput
        label={<Trans>Logoja</Trans>}
        hint={<Trans>PNG ose JPEG; shfaqet ne krye te cdo dokumenti te printuar.</Trans>}
        accept={LOGO_UPLOAD.accept}
        value={picked}
        onChange={(file) => {
          onPick(file);
          if (file) onRemovingChange(false);
        }}
        error={error}
      />
      {!removing && (picked ? <LogoPreview logo={picked} alt={alt} /> : queued ? <LogoPreview logo={queued} alt={alt} /> : storedId ? <StoredLogo fileId={storedId} alt={alt} /> : null)}
      {hasLogo && !picked && (
        <Button type="button" variant="secondary" className="self-start" onClick={() => onRemovingChange(!removing)}>
          {removing ? <Trans>Mbaj logon</Trans> : <Trans>Hiq logon</Trans>}
        </Button>
      )}
    </div>
  );
}
