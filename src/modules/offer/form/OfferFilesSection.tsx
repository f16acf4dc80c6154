import { useLingui } from '@lingui/react/macro';
import { OFFER_UPLOADS, type OfferFileKind } from '../../../../domain/offer/uploads.js';
import { FileInput } from '../../../ui';
import { StoredFiles } from '../../../app/files/StoredFiles';
import type { OfferDraft } from './offerDraft';
import type { StoredOfferFile } from './readOfferForm';

export interface OfferFilesSectionProps {
  files: OfferDraft['files'];
  onChange: (files: OfferDraft['files']) => void;
  stored: readonly StoredOfferFile[];
  /** Files of saves still in the outbox, by kind. */
  queued: Record<OfferFileKind, File[]>;
  canWrite: boolean;
  errors: Record<string, string>;
}

const KINDS: readonly OfferFileKind[] = ['finalOffer', 'requirement', 'pdfOffer'];

/**
 * The offer's files (spec 000 §3 "offerFiles (final offer, pdf offer,
 * requirement)"): those stored (opened from the device's copy, removable:
 * DELETE offers/assets/{id}), those queued with an earlier save, and new ones
 * added with the next save of the offer (one call with its fields).
 */
export function OfferFilesSection({ files, onChange, stored, queued, canWrite, errors }: OfferFilesSectionProps) {
  const { t } = useLingui();
  const names: Record<OfferFileKind, string> = { finalOffer: t`Oferta finale`, requirement: t`Kerkesat`, pdfOffer: t`Oferta PDF` };
  return (
    <section aria-labelledby="offer-files" className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-3">
      <h2 id="offer-files" className="text-lg font-semibold">
        {t`File-t e ofertes`}
      </h2>
      <StoredFiles
        owner="offers"
        stored={stored}
        queued={queued}
        kinds={KINDS}
        kindNames={names}
        canWrite={canWrite}
        removeMessage={(name) => t`File-i ${name} do te hiqet nga oferta.`}
      />
      {canWrite &&
        KINDS.map((kind) => (
          <FileInput key={kind} label={names[kind]} accept={OFFER_UPLOADS[kind].accept} multiple value={files[kind]} onChange={(list) => onChange({ ...files, [kind]: list })} error={errors[kind] ?? null} />
        ))}
    </section>
  );
}
