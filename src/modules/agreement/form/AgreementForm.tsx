import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { AGREEMENT_MSG } from '../../../../domain/agreement/messages.js';
import { AGREEMENT_STATUS } from '../../../../domain/agreement/statuses.js';
import { AGREEMENT_FILE_KINDS } from '../../../../domain/agreement/uploads.js';
import { dayOfMs } from '../../../../domain/days.js';
import { newId } from '../../../../domain/ids.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import type { OutboxEntry } from '../../../local';
import { Button, ConfirmDialog, LoadingState } from '../../../ui';
import { translateFieldErrors, translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { QueuedSavesNotice } from '../../../app/writes/QueuedSavesNotice';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useFormDraft } from '../../../app/writes/useFormDraft';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { useQueuedSaves } from '../../../app/writes/useQueuedSaves';
import { AgreementDocumentActions } from '../print/AgreementDocumentActions';
import { createAgreementCommand, updateAgreementCommand } from './agreementCommands';
import { agreementDraftKey, draftOf, fieldsOf, filesFrom, isDraftFields, newDraft, NO_FILES, noFiles, planAgreementSave, queuedFiles, type AgreementDraft, type AgreementPlan } from './agreementDraft';
import { AgreementFields } from './AgreementFields';
import { AgreementFilesSection } from './AgreementFilesSection';
import type { AgreementFormSources } from './readAgreementForm';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface AgreementFormProps {
  sources: AgreementFormSources;
  refused: OutboxEntry | null;
}

type ReadyPlan = Extract<AgreementPlan, { ok: true }>;

const agreementFormPath = (first: string, projectId: string | null) => `/dashboard/agreements/create/${first}${projectId ? `/${projectId}` : ''}`;

/**
 * The agreement form (spec 000 §2 /dashboard/agreements/create, §3
 * "Agreement"), read from the device's mirror and saved through the outbox,
 * so the client signs it at the table with or without signal: status (only
 * 'E anuluar'), prepaid, remaining debt, total, the finalization's start and
 * end, comment, the files and the client's signature on the pad. The rules
 * run before anything is queued (agreementDraft.ts); un-canceling asks
 * first, as it returns the agreement to production (§4). A save is ONE call
 * with every new file; the typed draft — the signature too — is kept on the
 * device, so a reload loses nothing.
 */
export function AgreementForm({ sources, refused }: AgreementFormProps) {
  const { t, i18n } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const canWrite = canWriteModule(session.permissions, 'agreements');
  const { offer, agreement } = sources;
  const draftKey = agreementDraftKey(agreement?.id ?? null, offer.id);
  const refusedFields = refused?.form?.data.fields;
  const { draft, change, settle, reset, storageError } = useFormDraft<AgreementDraft>(
    draftKey,
    () => (agreement ? draftOf(agreement) : newDraft(offer)),
    refused && isDraftFields(refusedFields) ? { ...refusedFields, files: filesFrom(refused.files), signed: null } : null,
  );
  const queued = useQueuedSaves('agreements', agreement?.id ?? null, queuedFiles, NO_FILES);
  const outboxSave = useOutboxSave(refused?.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<ReadyPlan | null>(null);
  const [generation, setGeneration] = useState(0);
  const [today] = useState(() => dayOfMs(Date.now()));
  const formRef = useRef<HTMLFormElement>(null);
  if (!draft || !queued) return <LoadingState />;

  const name = [clientName(sources.client ?? undefined), sources.project?.projectName].filter(Boolean).join(' — ');
  const hasCancelFile = sources.files.some((f) => f.kind === AGREEMENT_FILE_KINDS.cancelation) || queued.files.cancelation.length > 0;
  const set = (patch: Partial<AgreementDraft>, at: 'now' | 'soon' = 'now') => {
    change({ ...draft, ...patch }, at);
    setErrors({});
  };

  async function queue(plan: ReadyPlan) {
    if (!draft) return;
    const id = agreement?.id ?? refused?.entityId ?? newId();
    const signs = { projectId: offer.projectId, discountTotal: offer.discountTotal };
    const saved = await outboxSave.save(async () => {
      await settle();
      // A new agreement's refusal reopens on its offer: the optimistic row is gone by then.
      const context = { name, form: { to: agreementFormPath(agreement?.id ?? offer.id, offer.projectId), data: { fields: fieldsOf(draft) } }, draft: draftKey };
      return agreement
        ? updateAgreementCommand(agreement, plan.input, plan.save, signs, plan.files, context)
        : createAgreementCommand(id, plan.input, plan.save, { ...signs, id: offer.id }, plan.files, context);
    });
    if (!saved) return;
    announceQueuedSave(translateServerMessage(i18n, agreement ? AGREEMENT_MSG.edited : AGREEMENT_MSG.created));
    // The files now travel with the entry (shown as queued); the form goes on from what was saved.
    reset({ ...draft, files: noFiles(), signed: null });
    setGeneration((g) => g + 1);
    if (!agreement || refused) {
      void navigate({ to: '/dashboard/agreements/create/{-$agreementId}/{-$projectId}', params: { agreementId: id, projectId: offer.projectId ?? undefined }, search: {}, replace: true });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const plan = planAgreementSave(draft, { stored: agreement, today, hasCancelFile });
    if (!plan.ok) {
      // Said at each field and once above the buttons, read out; the first field with a refusal takes the focus.
      flushSync(() => setErrors({ ...translateFieldErrors(i18n, plan.errors), form: translateServerMessage(i18n, plan.message) }));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (plan.returnsToProduction) setConfirming(plan);
    else void queue(plan);
  }

  const failure = outboxSave.storageFailure ?? storageError;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t`Marreveshja: ${name}`} className="flex max-w-4xl flex-col gap-4">
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      {failure && <StorageRefusal name={failure} />}
      <QueuedSavesNotice
        waiting={queued.waiting}
        refused={queued.refused}
        countAttribute="data-pending-agreement"
        pendingText={(count) => <Plural value={count} one="Ne pritje: # ruajtje e marreveshjes nuk eshte derguar ende" other="Ne pritje: # ruajtje te marreveshjes nuk jane derguar ende" />}
        refusedText={<Trans>Serveri refuzoi nje ruajtje te kesaj marreveshjeje.</Trans>}
      />
      <AgreementFields
        draft={draft}
        onChange={set}
        total={offer.discountTotal}
        wasCanceled={agreement?.agreementStatusId === AGREEMENT_STATUS.canceled}
        canWrite={canWrite}
        errors={errors}
      />
      <AgreementFilesSection
        draft={draft}
        onChange={(patch) => set(patch)}
        stored={sources.files}
        queued={queued.files}
        canWrite={canWrite}
        errors={errors}
        generation={generation}
      />
      {errors.form && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {canWrite && (
          <Button type="submit" busy={outboxSave.busy}>
            {t`Ruaj`}
          </Button>
        )}
        {agreement && <AgreementDocumentActions agreementId={agreement.id} />}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Te hiqet anulimi?`}
        message={t`Marreveshja do te kthehet ne prodhim (statusi: Ne pritje per prodhim).`}
        confirmLabel={t`Po, ktheje ne prodhim`}
        onConfirm={() => {
          const plan = confirming;
          setConfirming(null);
          if (plan) void queue(plan);
        }}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
