import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { newId } from '../../../../domain/ids.js';
import { INSTALLATION_MSG } from '../../../../domain/installation/messages.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import type { OutboxEntry } from '../../../local';
import { Button, Checkbox, LoadingState, TextArea, TimestampField } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { ReportActions } from '../report/ReportActions';
import { createInstallationCommand, updateInstallationCommand } from './installationCommands';
import { fieldsOf, planInstallationSave, type InstallationDraft } from './installationDraft';
import { PhotosSection } from './PhotosSection';
import { ProjectSection } from './ProjectSection';
import { QueuedSavesNotice } from './QueuedSavesNotice';
import type { InstallationFormSources } from './readInstallationForm';
import { SignatureField } from './SignatureField';
import { installationDraftKey, useInstallationDraft } from './useInstallationDraft';
import { useQueuedInstallationSaves } from './useQueuedInstallationSaves';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/**
 * The installation form (spec 001 §2 "Installation"), read from the device's
 * mirror and saved through the outbox, so an installer fills it without
 * signal. The domain's rules run before anything is queued (§5); a save is
 * ONE call with every file (both signatures and the photos), a create when
 * the transport has no installation, else an edit (§4). The form stays open
 * afterwards, showing the save as pending until it is uploaded.
 */
export function InstallationForm({ sources, refused }: { sources: InstallationFormSources; refused: OutboxEntry | null }) {
  const { t, i18n } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const canWrite = canWriteModule(session.permissions, 'installation');
  const transportId = sources.transport.id;
  const { draft, change, settle, reset, storageError } = useInstallationDraft(transportId, sources.installation, refused);
  const queued = useQueuedInstallationSaves(sources.installation?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outboxSave = useOutboxSave(refused?.id);
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  if (!draft || !queued) return <LoadingState />;

  const set = (patch: Partial<InstallationDraft>, at: 'now' | 'soon' = 'now') => {
    change({ ...draft, ...patch }, at);
    setErrors({});
  };
  const held = {
    installerSignature: sources.signatures.installerSignature !== null || queued.files.installerSignature !== null,
    clientSignature: sources.signatures.clientSignature !== null || queued.files.clientSignature !== null,
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const target = { projectId: sources.projectId, transportId };
    const plan = planInstallationSave(draft, target, sources.installation ? [sources.installation] : [], held);
    if (!plan.ok) {
      // Said where it belongs and read out; nothing is queued.
      flushSync(() => setErrors({ [plan.refusal.field]: translateServerMessage(i18n, plan.refusal.message), form: translateServerMessage(i18n, plan.refusal.message) }));
      formRef.current?.querySelector<HTMLElement>(`[data-field="${plan.refusal.field}"] button, [data-field="${plan.refusal.field}"] canvas`)?.focus();
      return;
    }
    const saved = await outboxSave.save(async () => {
      await settle();
      const context = {
        name: sources.projectName,
        form: { to: `/dashboard/installation/create/${transportId}`, data: { transportId, fields: fieldsOf(draft) } },
        draft: installationDraftKey(transportId),
      };
      return plan.mode === 'create' || !sources.installation
        ? createInstallationCommand(newId(), plan.input, plan.files, context)
        : updateInstallationCommand(sources.installation, plan.input, plan.files, context);
    });
    if (!saved) return;
    announceQueuedSave(translateServerMessage(i18n, plan.mode === 'create' ? INSTALLATION_MSG.created : INSTALLATION_MSG.edited));
    // The files now travel with the entry (shown as queued); the form goes on from what was saved.
    reset({ ...draft, photos: [], installerSignature: null, clientSignature: null });
    setGeneration((g) => g + 1);
    if (refused) void navigate({ to: '.', search: {}, replace: true });
  }

  const failure = outboxSave.storageFailure ?? storageError;
  const busy = outboxSave.busy;
  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label={t`Instalimi: ${sources.projectName}`} className="flex flex-col gap-4">
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      {failure && <StorageRefusal name={failure} />}
      <QueuedSavesNotice queued={queued} />
      <ProjectSection sources={sources} />
      <PhotosSection stored={sources.photos} queued={queued.files.photos} value={draft.photos} onChange={(photos) => set({ photos })} canWrite={canWrite} />
      <TextArea label={t`Komenti`} value={draft.comment} onChange={(comment) => set({ comment }, 'soon')} readOnly={!canWrite} rows={4} error={errors.comment ?? null} />
      <Checkbox label={t`Instalim me kusht`} checked={draft.conditional} disabled={!canWrite} onChange={(conditional) => set({ conditional })} />
      <fieldset className="flex flex-wrap gap-4 rounded-md border border-slate-300 bg-white p-3">
        <legend className="px-1 text-lg font-semibold">{t`Koha e instalimit`}</legend>
        <div data-field="installationStart">
          <TimestampField label={t`Fillimi`} value={draft.installationStart} onChange={(installationStart) => set({ installationStart })} canWrite={canWrite} />
        </div>
        <div data-field="installationEnd">
          <TimestampField label={t`Mbarimi`} value={draft.installationEnd} onChange={(installationEnd) => set({ installationEnd })} canWrite={canWrite} />
        </div>
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        <div data-field="installerSignature">
          <SignatureField
            label={t`Nenshkrimi i instaluesit`}
            value={draft.installerSignature}
            onChange={(installerSignature) => set({ installerSignature })}
            queued={queued.files.installerSignature}
            stored={sources.signatures.installerSignature}
            canWrite={canWrite}
            generation={generation}
          />
        </div>
        <div data-field="clientSignature">
          <SignatureField
            label={t`Nenshkrimi i klientit`}
            value={draft.clientSignature}
            onChange={(clientSignature) => set({ clientSignature })}
            queued={queued.files.clientSignature}
            stored={sources.signatures.clientSignature}
            canWrite={canWrite}
            generation={generation}
          />
        </div>
      </div>
      {errors.form && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {canWrite && (
          <Button type="submit" busy={busy}>
            {t`Ruaj`}
          </Button>
        )}
        <ReportActions sources={sources} draft={draft} queued={queued.files} />
      </div>
    </form>
  );
}
