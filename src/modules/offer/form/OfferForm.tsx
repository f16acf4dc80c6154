import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { newId } from '../../../../domain/ids.js';
import { OFFER_MSG } from '../../../../domain/offer/messages.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import type { OutboxEntry } from '../../../local';
import { Button, LoadingState } from '../../../ui';
import { translateFieldErrors, translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { QueuedSavesNotice } from '../../../app/writes/QueuedSavesNotice';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { useFormDraft } from '../../../app/writes/useFormDraft';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { useQueuedSaves } from '../../../app/writes/useQueuedSaves';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { OfferDocumentActions } from '../print/OfferDocumentActions';
import { createOfferCommand, updateOfferCommand } from './offerCommands';
import { draftOf, fieldsOf, filesFrom, isDraftFields, NO_FILES, noFiles, offerDraftKey, planOfferSave, queuedFiles, shownLines, type OfferDraft } from './offerDraft';
import { OfferFields } from './OfferFields';
import { OfferFilesSection } from './OfferFilesSection';
import { OfferLinesEditor } from './OfferLinesEditor';
import type { OfferFormSources } from './readOfferForm';
import { useLineEditing } from './useLineEditing';
import { useRowActions } from './useRowActions';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface OfferFormProps {
  sources: OfferFormSources;
  refused: OutboxEntry | null;
  offerFields: readonly { id: string; name: string }[];
}

/**
 * The offer form (spec 000 §2 /dashboard/offers/create, §3 "Offer"), read
 * from the device's mirror and saved through the outbox, so it works
 * without signal: the offer's fields, its files, its product rows with the
 * totals as the user types, the discount. A new offer is ONE call with its
 * rows and files; a saved offer's rows are saved one by one, and the offer
 * only once they all are (§5). An offer whose client is in agreements is
 * shown read-only with 'Ky klient gjindet ne modulin e marrveshjes!' (§4).
 * The typed draft is kept on the device.
 */
export function OfferForm({ sources, refused, offerFields }: OfferFormProps) {
  const { t, i18n } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const { offer, rows, project, cantEdit } = sources;
  const readOnly = !canWriteModule(session.permissions, 'offers') || (offer !== null && cantEdit);
  const draftKey = offerDraftKey(offer?.id ?? null, project?.id ?? null);
  const refusedFields = refused?.form?.data.fields;
  const { draft, change, settle, reset, storageError } = useFormDraft<OfferDraft>(
    draftKey,
    () => draftOf(offer, { clientId: project?.clientId ?? null, projectId: project?.id ?? null, address: project?.address ?? null }),
    refused && isDraftFields(refusedFields) ? { ...refusedFields, files: filesFrom(refused.files) } : null,
  );
  const queued = useQueuedSaves('offers', offer?.id ?? null, queuedFiles, NO_FILES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outboxSave = useOutboxSave(refused?.id);
  const formRef = useRef<HTMLFormElement>(null);
  const clearErrors = useCallback(() => setErrors((e) => (Object.keys(e).length === 0 ? e : {})), []);
  const editing = useLineEditing(draft, rows, change, clearErrors);
  const lines = useMemo(() => (draft ? shownLines(draft, rows) : []), [draft, rows]);
  const name = clientName(sources.client ?? undefined) || t`Oferte`;
  const formTo = offer ? `/dashboard/offers/create/${offer.id}${offer.projectId ? `/${offer.projectId}` : ''}` : `/dashboard/offers/create${project ? `/${project.id}` : ''}`;
  const showRefusal = useCallback(
    (plan: { errors: Record<string, string>; message: string }) => {
      // Said at each field and once above the buttons, read out; the first field with a refusal takes the focus.
      flushSync(() => setErrors({ ...translateFieldErrors(i18n, plan.errors), form: translateServerMessage(i18n, plan.message) }));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
    [i18n],
  );
  const rowActions = useRowActions({ offer, rows, cantEdit, name, formTo, latest: editing.latest, change, discard: editing.discardLine, showRefusal });
  if (!draft || !queued) return <LoadingState />;

  const set = (patch: Partial<OfferDraft>, at: 'now' | 'soon' = 'now') => {
    change({ ...draft, ...patch }, at);
    clearErrors();
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const plan = planOfferSave(draft, { offer, stored: rows, fieldIds: offerFields.map((f) => f.id), cantEdit, today: new Date().toISOString().slice(0, 10) });
    if (!plan.ok) return showRefusal(plan);
    const id = offer?.id ?? refused?.entityId ?? newId();
    const saved = await outboxSave.save(async () => {
      await settle();
      const context = { name, form: { to: formTo, data: { fields: fieldsOf(draft) } }, draft: draftKey };
      return offer && plan.mode === 'edit'
        ? updateOfferCommand(offer, plan.input, plan.save, plan.files, context)
        : createOfferCommand(id, plan.input, plan.save, plan.files, context, { at: new Date().toISOString(), userId: session.userId });
    });
    if (!saved) return;
    announceQueuedSave(translateServerMessage(i18n, offer ? OFFER_MSG.saved : OFFER_MSG.created));
    reset({ ...draft, files: noFiles() });
    // A new offer goes on as the saved offer it now is: its rows are saved one by one from here.
    if (!offer) void navigate({ to: '/dashboard/offers/create/{-$offerId}/{-$projectId}', params: { offerId: id, projectId: plan.save.projectId ?? undefined }, search: {}, replace: true });
    else if (refused) void navigate({ to: '.', search: {}, replace: true });
  }

  const failure = outboxSave.storageFailure ?? storageError;
  const busy = outboxSave.busy;
  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label={t`Oferta: ${name}`} className="flex max-w-6xl flex-col gap-4">
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      {offer && cantEdit && (
        <p role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 font-medium text-amber-900">
          {translateServerMessage(i18n, OFFER_MSG.clientInAgreement)}
        </p>
      )}
      {failure && <StorageRefusal name={failure} />}
      <QueuedSavesNotice
        waiting={queued.waiting}
        refused={queued.refused}
        countAttribute="data-pending-offer"
        pendingText={(count) => <Plural value={count} one="Ne pritje: # ruajtje e ofertes nuk eshte derguar ende" other="Ne pritje: # ruajtje te ofertes nuk jane derguar ende" />}
        refusedText={<Trans>Serveri refuzoi nje ruajtje te kesaj oferte.</Trans>}
      />
      {offer && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold" data-offer-number={offer.number || undefined}>
            {offer.number ? t`Oferta nr. ${offer.number}` : t`Numri i ofertes jepet kur te dergohet`}
          </p>
          <OfferDocumentActions offerId={offer.id} />
        </div>
      )}
      <OfferFields draft={draft} clientFixed={offer !== null} readOnly={readOnly} errors={errors} set={set} offerFields={offerFields} />
      <OfferLinesEditor
        lines={lines}
        savedOffer={offer !== null}
        readOnly={readOnly}
        errors={errors}
        discountType={draft.discountType}
        discountValue={draft.discountValue}
        onDiscount={(patch) => set(patch, 'soon')}
        onLineChange={editing.onLineChange}
        onLineAction={rowActions.onLineAction}
        onAdd={editing.addLine}
        canAddArticle={isAdmin(session.permissions)}
      />
      <OfferFilesSection files={draft.files} onChange={(files) => set({ files })} stored={sources.files} queued={queued.files} canWrite={!readOnly} errors={errors} />
      {errors.form && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {errors.form}
        </p>
      )}
      {!readOnly && (
        <div>
          <Button type="submit" busy={busy}>
            {t`Ruaj oferten`}
          </Button>
        </div>
      )}
      {rowActions.dialog}
    </form>
  );
}
