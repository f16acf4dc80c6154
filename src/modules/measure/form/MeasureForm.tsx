import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { newId } from '../../../../domain/ids.js';
import { MEASURE_MSG } from '../../../../domain/measure/messages.js';
import { MEASURE_STATUS_IDS } from '../../../../domain/measure/statuses.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb, type OutboxEntry } from '../../../local';
import { Button, DateInput, LoadingState, Select, TextArea, TextField } from '../../../ui';
import { translateFieldErrors, translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { QueuedSavesNotice } from '../../../app/writes/QueuedSavesNotice';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { useFormDraft } from '../../../app/writes/useFormDraft';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { useQueuedSaves } from '../../../app/writes/useQueuedSaves';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { STATUS_LABELS } from '../../../app/statusNames/measureStatusNames';
import { ColorField } from './ColorField';
import { LocationField } from './LocationField';
import { createMeasureCommand, updateMeasureCommand } from './measureCommands';
import { draftOf, fieldsOf, filesFrom, isDraftFields, measureDraftKey, NO_FILES, noFiles, planMeasureSave, queuedFiles, type MeasureDraft } from './measureDraft';
import { MeasureFilesSection } from './MeasureFilesSection';
import type { MeasureFormSources } from './readMeasureForm';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface MeasureFormProps {
  sources: MeasureFormSources;
  refused: OutboxEntry | null;
}

/**
 * The measure form (spec 000 §2 /dashboard/measures/create, §3 "Measure"),
 * read from the device's mirror and saved through the outbox, so a measurer
 * fills it without signal: material, colour, location (GPS or map),
 * details, status, dates, employee and the files. The rules run before
 * anything is queued (§5: project and status required, a final measure
 * needs its location); a save is ONE call with every new file, a create
 * when the project has no measure, else an edit. The form stays open,
 * showing the save as pending until it is uploaded; the typed draft is kept
 * on the device, so a reload loses nothing.
 */
export function MeasureForm({ sources, refused }: MeasureFormProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const canWrite = canWriteModule(session.permissions, 'measures');
  const { project, measure } = sources;
  const refusedFields = refused?.form?.data.fields;
  const { draft, change, settle, reset, storageError } = useFormDraft<MeasureDraft>(
    measureDraftKey(project.id),
    () => draftOf(measure, project, session.userId),
    refused && isDraftFields(refusedFields) ? { ...refusedFields, files: filesFrom(refused.files) } : null,
  );
  const queued = useQueuedSaves('measures', measure?.id ?? null, queuedFiles, NO_FILES);
  const users = useLiveQuery(() => db.users.toArray(), [db]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outboxSave = useOutboxSave(refused?.id);
  const formRef = useRef<HTMLFormElement>(null);
  const employeeId = draft?.employeeId ?? null;
  const employees = useMemo(
    () => (users ?? []).filter((u) => u.deletedAt === null || u.id === employeeId).map((u) => ({ value: u.id, label: `${u.firstname} ${u.lastname}`.trim() })),
    [users, employeeId],
  );
  if (!draft || !queued) return <LoadingState />;

  const name = [clientName(sources.client ?? undefined), project.projectName].filter(Boolean).join(' — ');
  const formTo = `/dashboard/measures/create/${project.id}/${project.clientId}`;
  const set = (patch: Partial<MeasureDraft>, at: 'now' | 'soon' = 'now') => {
    change({ ...draft, ...patch }, at);
    setErrors({});
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const plan = planMeasureSave(draft, measure ? [measure] : [], sources.products);
    if (!plan.ok) {
      // Said at each field and once above the buttons, read out; the first field with a refusal takes the focus.
      flushSync(() => setErrors({ ...translateFieldErrors(i18n, plan.errors), form: translateServerMessage(i18n, plan.message) }));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const saved = await outboxSave.save(async () => {
      await settle();
      const context = { name, form: { to: formTo, data: { fields: fieldsOf(draft) } }, draft: measureDraftKey(project.id) };
      return plan.mode === 'edit' && measure
        ? updateMeasureCommand(measure, plan.input, plan.save, plan.files, context)
        : createMeasureCommand(refused?.entityId ?? newId(), plan.input, plan.save, plan.files, context);
    });
    if (!saved) return;
    announceQueuedSave(translateServerMessage(i18n, plan.mode === 'create' ? MEASURE_MSG.created : MEASURE_MSG.saved));
    // The files now travel with the entry (shown as queued); the form goes on from what was saved.
    reset({ ...draft, files: noFiles() });
    if (refused) void navigate({ to: '.', search: {}, replace: true });
  }

  const failure = outboxSave.storageFailure ?? storageError;
  const busy = outboxSave.busy;
  const error = (field: string) => errors[field] ?? null;
  return (
    <form ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label={t`Matja: ${name}`} className="flex max-w-4xl flex-col gap-4">
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      {failure && <StorageRefusal name={failure} />}
      <QueuedSavesNotice
        waiting={queued.waiting}
        refused={queued.refused}
        countAttribute="data-pending-measure"
        pendingText={(count) => <Plural value={count} one="Ne pritje: # ruajtje e matjes nuk eshte derguar ende" other="Ne pritje: # ruajtje te matjes nuk jane derguar ende" />}
        refusedText={<Trans>Serveri refuzoi nje ruajtje te kesaj matjeje.</Trans>}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t`Materiali`} value={draft.productMaterial} onChange={(productMaterial) => set({ productMaterial }, 'soon')} readOnly={!canWrite} error={error('productMaterial')} />
        <ColorField value={draft.productColor} onChange={(productColor) => set({ productColor })} disabled={!canWrite} error={error('productColor')} />
      </div>
      <LocationField value={draft.productLocation} onChange={(productLocation, at) => set({ productLocation }, at)} error={error('productLocation')} canWrite={canWrite} />
      <TextArea label={t`Detajet`} value={draft.details} onChange={(details) => set({ details }, 'soon')} readOnly={!canWrite} error={error('details')} className="max-w-full" />
      <div className="grid gap-4 md:grid-cols-2">
        <div data-field="measureStatusId">
          <Select
            label={t`Statusi i matjes`}
            options={MEASURE_STATUS_IDS.map((id) => ({ value: String(id), label: i18n._(STATUS_LABELS[id]) }))}
            value={draft.measureStatusId === null ? null : String(draft.measureStatusId)}
            onChange={(value) => set({ measureStatusId: value === null ? null : Number(value) })}
            searchable={false}
            required
            disabled={!canWrite}
            error={error('measureStatusId')}
          />
        </div>
        <Select label={t`Punetori`} options={employees} value={draft.employeeId} onChange={(id) => set({ employeeId: id })} disabled={!canWrite} error={error('employeeId')} />
        <DateInput label={t`Data e matjes`} value={draft.measureDate} onChange={(measureDate) => set({ measureDate })} disabled={!canWrite} error={error('measureDate')} />
        <DateInput label={t`Data e fillimit`} value={draft.startDate} onChange={(startDate) => set({ startDate })} disabled={!canWrite} error={error('startDate')} />
        <DateInput label={t`Data e planifikuar e matjes`} value={draft.plannedDate} onChange={(plannedDate) => set({ plannedDate })} disabled={!canWrite} error={error('plannedDate')} />
      </div>
      <MeasureFilesSection files={draft.files} onChange={(files) => set({ files })} stored={sources.files} queued={queued.files} canWrite={canWrite} errors={errors} />
      {errors.form && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {errors.form}
        </p>
      )}
      {canWrite && (
        <div>
          <Button type="submit" busy={busy}>
            {t`Ruaj`}
          </Button>
        </div>
      )}
    </form>
  );
}
