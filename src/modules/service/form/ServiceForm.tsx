import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { newId } from '../../../../domain/ids.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { SERVICE_MSG } from '../../../../domain/service/messages.js';
import { saveModeOf, type TicketKind } from '../../../../domain/service/rules.js';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { Button, PhotoInput } from '../../../ui';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { InstallationPhotosPrint } from './InstallationPhotosPrint';
import { readProjectExtras, type ServiceFormSources } from './readServiceForm';
import { createTicketCommand, updateTicketCommand } from './serviceCommands';
import { checkDraft, draftOfTicket, emptyDraft, isDraft, serviceInputOf, type ServiceDraft } from './serviceDraft';
import { ServiceFormFields } from './ServiceFormFields';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/** How many photos one save takes (the installer's limit, issue 13). */
const MAX_PHOTOS = 10;

export interface ServiceFormProps {
  kind: TicketKind;
  sources: ServiceFormSources;
  /** A refused save of this form, reopened from the pending-changes screen. */
  refused: OutboxEntry | null;
  /** This form's path, where a refused save reopens. */
  formTo: string;
}

/**
 * The service form (spec 001 §2 "Service form", §4 "Service: edit when a
 * serviceId exists, else create, then go to /dashboard/service"). The checks
 * run before anything is queued (§5); a save is one outbox entry with its
 * photos, shown at once, sent when there is signal.
 */
export function ServiceForm({ kind, sources, refused, formTo }: ServiceFormProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const canWrite = canWriteModule(session.permissions, 'service');
  const refusedDraft = refused && isDraft(refused.form?.data.draft) ? refused.form.data.draft : null;
  const [draft, setDraft] = useState<ServiceDraft>(() => refusedDraft ?? (sources.ticket ? draftOfTicket(sources.ticket) : emptyDraft(sources.projectId)));
  // A corrected save keeps the refused entry's photos.
  const [photos, setPhotos] = useState<Blob[]>(() => (refused?.files ?? []).map((f) => f.blob));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const outboxSave = useOutboxSave(refused?.id);
  const busy = outboxSave.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const extras = useLiveQuery(() => readProjectExtras(db, kind === 'registered' ? draft.projectId : null), [db, kind, draft.projectId]);
  const articles = sources.articleOptions;
  const mode = saveModeOf(sources.ticket?.id);
  const projectLabel = sources.projectOptions.find((o) => o.value === draft.projectId)?.label ?? '';

  const change = (next: Partial<ServiceDraft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setErrors({});
    setRefusal(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = checkDraft(draft, kind);
    if (problem) {
      const message = translateServerMessage(i18n, problem.message);
      // Said above the form and at the field, which takes the focus.
      flushSync(() => {
        setRefusal(message);
        setErrors({ [problem.field]: message });
      });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const saved = await outboxSave.save(() => {
      const input = serviceInputOf(draft, kind);
      const name = kind === 'registered' ? projectLabel : `${draft.firstname} ${draft.lastname}`.trim();
      const form = { to: formTo, data: { draft } };
      return sources.ticket ? updateTicketCommand(sources.ticket, input, photos, name, form) : createTicketCommand(refused?.entityId ?? newId(), input, photos, name, form);
    });
    if (!saved) return;
    announceQueuedSave(translateServerMessage(i18n, mode === 'edit' ? SERVICE_MSG.serviceEdited : SERVICE_MSG.serviceCreated));
    void navigate({ to: '/dashboard/service' });
  }
  return (
    <form ref={formRef} noValidate onSubmit={(e) => void save(e)} className="flex max-w-3xl flex-col gap-4">
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      {outboxSave.storageFailure && <StorageRefusal name={outboxSave.storageFailure} />}
      {refusal && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {refusal}
        </p>
      )}
      <ServiceFormFields
        kind={kind}
        draft={draft}
        onChange={change}
        projectOptions={sources.projectOptions}
        itemOptions={kind === 'registered' ? (extras?.productOptions ?? []) : articles}
        errors={errors}
        canWrite={canWrite}
      />
      {sources.photos.length > 0 && (
        <section aria-label={t`Fotot e ruajtura`} className="flex flex-wrap gap-2">
          {sources.photos.map((p) => (
            <FileLinkButton key={p.id} fileId={p.id} name={p.fileName} />
          ))}
        </section>
      )}
      {canWrite && <PhotoInput label={t`Fotot e servisimit`} value={photos} onChange={setPhotos} max={MAX_PHOTOS} />}
      {kind === 'registered' && extras && extras.installationPhotos.length > 0 && <InstallationPhotosPrint photos={extras.installationPhotos} title={projectLabel} />}
      {canWrite && (
        <div>
          <Button type="submit" busy={busy}>
            <Trans>Ruaj</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
