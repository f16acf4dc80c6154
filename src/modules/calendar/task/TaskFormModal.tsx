import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AGREEMENT_MSG } from '../../../../domain/agreement/messages.js';
import type { TaskRow } from '../../../../domain/calendar/rows.js';
import { TASK_STATUSES } from '../../../../domain/calendar/statuses.js';
import { TASK_STATUS_NAMES } from '../taskStatusNames';
import { newId } from '../../../../domain/ids.js';
import { MSG } from '../../../../domain/messages.js';
import { Button, ConfirmDialog, DateInput, Modal, Select, TextArea, TextField } from '../../../ui';
import { translateFieldErrors, translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { createTaskCommand, deleteTaskCommand, updateTaskCommand } from './taskCommands';
import { planTaskSave, type TaskDraft } from './taskDraft';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface TaskFormModalProps {
  /** The task edited, or null for a new one. */
  task: TaskRow | null;
  /** The form as it opens: the task's fields, a new task's day, or a refused entry's fields. */
  initial: TaskDraft;
  /** Whether the user writes tasks (the calendar module, not as an observer): else the form only shows. */
  writes: boolean;
  /** A refused entry reopened from the pending-changes screen: its save replaces that entry (a create keeps its task's id). */
  refused?: { entryId: string; taskId: string | null; message: string | null };
  onClose: () => void;
}

/**
 * The task form modal (spec 000 §2, §7 POST task, POST task/{id}, DELETE
 * task/{id}): title, comment, start, end and status, checked with the
 * endpoint's own schema, then queued in the outbox — the task is on the
 * calendar at once, with or without signal. The dates are the real ones,
 * end inclusive (a one-day task ends the day it starts).
 */
export function TaskFormModal({ task, initial, writes, refused, onClose }: TaskFormModalProps) {
  const { t, i18n } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const session = useSignedInSession();
  const [draft, setDraft] = useState<TaskDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const outbox = useOutboxSave(refused?.entryId);
  const set = (patch: Partial<TaskDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };
  const error = (field: keyof TaskDraft) => errors[field] ?? null;

  async function save(event: FormEvent) {
    event.preventDefault();
    const plan = planTaskSave(draft);
    if (!plan.ok) {
      setErrors(translateFieldErrors(i18n, plan.errors));
      return;
    }
    const saved = await outbox.save(() => (task ? updateTaskCommand(task, plan.input, plan.save) : createTaskCommand(refused?.taskId ?? newId(), session.userId, plan.input, plan.save)));
    if (!saved) return;
    // The server's own answer as soon as the change is queued; offline, that it waits on the device.
    const moved = task !== null && (task.start !== plan.save.start || task.end !== plan.save.end);
    announceQueuedSave(translateServerMessage(i18n, task === null ? MSG.saved : moved ? AGREEMENT_MSG.datesChanged : MSG.edited));
    onClose();
  }

  async function remove() {
    if (!task) return;
    const removed = await outbox.save(() => deleteTaskCommand(task));
    setConfirming(false);
    if (!removed) return;
    announceQueuedSave(translateServerMessage(i18n, MSG.deleted));
    onClose();
  }

  const formId = 'calendar-task-form';
  return (
    <>
      <Modal
        open={!confirming}
        onClose={onClose}
        title={task ? t`Ndrysho detyren` : t`Shto detyre`}
        footer={
          <>
            {task && writes && (
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={outbox.busy} className="me-auto">
                {t`Fshij`}
              </Button>
            )}
            <Button variant="secondary" onClick={onClose}>
              {t`Anulo`}
            </Button>
            {writes && (
              <Button type="submit" form={formId} busy={outbox.busy}>
                {t`Ruaj`}
              </Button>
            )}
          </>
        }
      >
        <form id={formId} onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
          {refused?.message && <RefusalNotice message={translateServerMessage(i18n, refused.message)} />}
          {outbox.storageFailure && <StorageRefusal name={outbox.storageFailure} />}
          <TextField label={t`Titulli`} value={draft.title} onChange={(title) => set({ title })} required disabled={!writes} error={error('title')} data-autofocus />
          <TextArea label={t`Komenti`} value={draft.comment} onChange={(comment) => set({ comment })} rows={4} disabled={!writes} error={error('comment')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <DateInput label={t`Data e fillimit`} value={draft.start} onChange={(start) => set({ start })} required disabled={!writes} error={error('start')} />
            <DateInput label={t`Data e mbarimit`} value={draft.end} onChange={(end) => set({ end })} disabled={!writes} error={error('end')} />
          </div>
          <Select
            label={t`Statusi`}
            options={TASK_STATUSES.map((s) => ({ value: String(s.id), label: i18n._(TASK_STATUS_NAMES[s.id]) }))}
            value={draft.taskStatusId}
            onChange={(taskStatusId) => set({ taskStatusId })}
            searchable={false}
            required
            disabled={!writes}
            error={error('taskStatusId')}
          />
        </form>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t`Fshij detyren`}
        message={t`A jeni te sigurt qe deshironi ta fshini detyren "${draft.title}"?`}
        busy={outbox.busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
