import { useLingui } from '@lingui/react/macro';
import { OFFER_UPLOADS, type OfferFileKind } from '../../../../domain/offer/uploads.js';
import { FileInput } from '../../../ui';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import type { OfferDraft } from './offerDraft';
import type { StoredOfferFile } from './readOfferForm';

export interface OfferFilesSectionProps {
  files: OfferDraft['files'];
  onChange: (files: OfferDraft['files']) => void;
  stored: readonly StoredOfferFile[];
  canWrite: boolean;
  errors: Record<string, string>;
}

const KINDS: readonly OfferFileKind[] = ['finalOffer', 'requirement', 'pdfOffer'];

/**
 * The offer's files (spec 000 §3 "offerFiles (final offer, pdf offer,
 * requirement)"): those stored, opened from the device's copy, and new ones
 * added with the next save of the offer (one call with its fields).
 */
export function OfferFilesSection({ files, onChange, stored, canWrite, errors }: OfferFilesSectionProps) {
  const { t } = useLingui();
  const names: Record<OfferFileKind, string> = { finalOffer: t`Oferta finale`, requirement: t`Kerkesat`, pdfOffer: t`Oferta PDF` };
  return (
    <section aria-labelledby="offer-files" className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-3">
      <h2 id="offer-files" className="text-lg font-semibold">
        {t`File-t e ofertes`}
      </h2>
      {KINDS.map((kind) => {
        const saved = stored.filter((f) => f.kind === kind);
        return (
          <div key={kind} className="flex flex-col gap-2">
            {saved.length > 0 && (
              <ul aria-label={names[kind]} className="flex flex-wrap gap-2">
                {saved.map((f) => (
                  <li key={f.id} data-stored-file={f.id}>
                    <FileLinkButton fileId={f.id} name={f.name} />
                  </li>
                ))}
              </ul>
            )}
            {canWrite && (
              <FileInput label={names[kind]} accept={OFFER_UPLOADS[kind].accept} multiple value={files[kind]} onChange={(list) => onChange({ ...files, [kind]: list })} error={errors[kind] ?? null} />
            )}
          </div>
        );
      })}
    </section>
  );
}
