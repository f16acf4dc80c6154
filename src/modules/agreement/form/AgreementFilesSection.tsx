import { useLingui } from '@lingui/react/macro';
import { AGREEMENT_UPLOADS, type AgreementFileKind } from '../../../../domain/agreement/uploads.js';
import { FileInput } from '../../../ui';
import type { AgreementDraft } from './agreementDraft';
import { AgreementSignature } from './AgreementSignature';
import { StoredFiles } from '../../../app/files/StoredFiles';
import type { StoredAgreementFile } from './readAgreementForm';

export interface AgreementFilesSectionProps {
  draft: Pick<AgreementDraft, 'files' | 'signed'>;
  onChange: (patch: Partial<Pick<AgreementDraft, 'files' | 'signed'>>) => void;
  stored: readonly StoredAgreementFile[];
  /** Files of saves still in the outbox, by kind. */
  queued: Record<AgreementFileKind, File[]>;
  canWrite: boolean;
  errors: Record<string, string>;
  /** Changes when the form was saved: the signature pad starts blank again. */
  generation: number;
}

const KINDS: readonly AgreementFileKind[] = ['finalAgreement', 'annexes', 'signature', 'cancelation'];

/**
 * The agreement's files (spec 000 §2 "uploads (final agreement, annexes,
 * signature image, cancellation file)"; §5 PDF fields take PDFs, the
 * signature images): stored and queued ones, new uploads, and the client's
 * signature drawn on the tablet.
 */
export function AgreementFilesSection({ draft, onChange, stored, queued, canWrite, errors, generation }: AgreementFilesSectionProps) {
  const { t } = useLingui();
  const kindNames: Record<AgreementFileKind, string> = {
    finalAgreement: t`Marreveshja finale (PDF)`,
    annexes: t`Aneksat (PDF)`,
    signature: t`Nenshkrimi (foto)`,
    cancelation: t`File-i i anulimit`,
  };
  const set = (kind: AgreementFileKind, list: File[]) => onChange({ files: { ...draft.files, [kind]: list } });
  return (
    <section aria-labelledby="agreement-files" className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-3">
      <h2 id="agreement-files" className="text-lg font-semibold">
        {t`File-t e marreveshjes`}
      </h2>
      <StoredFiles
        owner="agreements"
        stored={stored}
        queued={queued}
        kinds={KINDS}
        kindNames={kindNames}
        canWrite={canWrite}
        removeMessage={(name) => t`File-i ${name} do te hiqet nga marreveshja.`}
      />
      {canWrite && (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {KINDS.map((kind) => (
              <div key={kind} data-field={kind}>
                <FileInput
                  label={kindNames[kind]}
                  accept={AGREEMENT_UPLOADS[kind].accept}
                  multiple
                  value={draft.files[kind]}
                  onChange={(list) => set(kind, list)}
                  error={errors[kind] ?? null}
                />
              </div>
            ))}
          </div>
          <AgreementSignature value={draft.signed} onChange={(signed) => onChange({ signed })} generation={generation} />
        </>
      )}
    </section>
  );
}
