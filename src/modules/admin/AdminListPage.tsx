import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import type { FieldErrors } from '../../../domain/validation.js';
import { enqueue, rowsTable, useLocalDb, type Row } from '../../local';
import { Button, LoadingState, PageHeader, Table, useToast } from '../../ui';
import { translateFieldErrors, translateServerMessage } from '../../app/serverMessages';
import { saveThroughOutbox, useRefusedEntry } from '../../app/writes/outboxDraft';
import { createCommand, deleteCommand, isRowFormData, updateCommand } from '../../app/writes/rowCommands';
import type { AdminListDef } from './lists/adminListDef';
import { ADMIN_LISTS, type AdminListKey } from './lists/adminListKeys';
import { ClearFormIcon } from './ClearFormIcon';
import { RefusalNotice } from '../../app/writes/RefusalNotice';
import { useAnnounceQueuedSave } from '../../app/writes/useAnnounceQueuedSave';

interface AdminListPageProps<Draft> {
  listKey: AdminListKey;
  def: AdminListDef<Draft>;
  /** A refused outbox entry to correct (?outboxEntry=). */
  outboxEntryId?: string;
}

interface Target {
  creating: boolean;
  id: string | null;
}

const NEW: Target = { creating: true, id: null };

/**
 * Spec 001 §2/§4 admin list: a form above a table. Selecting a row (or its
 * Edit) puts the form in edit mode; the clear icon leaves it. Rows come from
 * the local mirror and every write goes through the outbox, so the page works
 * offline; the domain schema and the duplicate check run before anything is queued.
 */
export function AdminListPage<Draft>({ listKey, def, outboxEntryId }: AdminListPageProps<Draft>) {
  const { i18n, t } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const rows = useLiveQuery(() => rowsTable(db, def.entity).toArray(), [db, def.entity]);
  const refused = useRefusedEntry(outboxEntryId);
  const [draft, setDraft] = useState<Draft>(def.emptyDraft);
  const [target, setTarget] = useState<Target>(NEW);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const title = i18n._(ADMIN_LISTS[listKey]);
  const columns = useMemo(() => def.columns(i18n), [def, i18n]);

  // The refused entry opens once, pre-filled with what was typed then.
  const [openedEntry, setOpenedEntry] = useState<string | null>(null);
  const refusedData = refused?.form?.data;
  if (refused && refused.id !== openedEntry && isRowFormData(refusedData)) {
    const data = refusedData;
    setOpenedEntry(refused.id);
    setDraft(data.draft as Draft);
    setTarget({ creating: data.mode === 'create', id: data.id });
    setCorrecting(refused.id);
    setErrors(translateFieldErrors(i18n, refused.error?.errors ?? {}));
  }

  function startOver() {
    setDraft(def.emptyDraft());
    setTarget(NEW);
    setCorrecting(null);
    setErrors({});
    // Ready for the next entry: back to the form's first field.
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }

  function select(row: Row) {
    setDraft(def.draftOf(row));
    setTarget({ creating: false, id: row.id });
    setCorrecting(null);
    setErrors({});
    toast.info(i18n._(def.selectedInfo));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = def.validate(draft, rows ?? [], { creating: target.creating, ownId: target.id });
    if (!result.ok) {
      setErrors(translateFieldErrors(i18n, result.errors));
      return;
    }
    setBusy(true);
    try {
      const id = target.id ?? newId();
      const name = def.nameOf({ ...result.value.row, id });
      const formTo = `/admin/${listKey}`;
      const command = target.creating
        ? createCommand(def, id, result.value, name, formTo, draft)
        : updateCommand(def, id, result.value, name, formTo, draft);
      await saveThroughOutbox(db, command, correcting);
      announceQueuedSave(translateServerMessage(i18n, target.creating ? def.messages.saved : def.messages.edited));
      startOver();
      // The corrected entry is back in the queue under a new key: the address no longer names it.
      if (outboxEntryId) void navigate({ to: '/admin/$list', params: { list: listKey }, search: {}, replace: true });
    } catch {
      toast.error(translateServerMessage(i18n, MSG.generic));
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: Row) {
    try {
      await enqueue(db, deleteCommand(def, row.id, def.nameOf(row)));
      announceQueuedSave(translateServerMessage(i18n, def.messages.deleted));
      if (target.id === row.id) startOver();
    } catch {
      toast.error(translateServerMessage(i18n, MSG.generic));
    }
  }

  const editing = !target.creating;
  const Fields = def.Fields;
  if (outboxEntryId && refused === undefined) {
    // The form waits for the refused entry it reopens, so nothing typed is overwritten by it.
    return (
      <>
        <PageHeader title={title} />
        <LoadingState />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} />
      {correcting && refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      <form ref={formRef} onSubmit={(event) => void save(event)} noValidate aria-label={editing ? t`Ndrysho rekordin` : t`Rekord i ri`} className="no-print mb-6 rounded-lg bg-white p-4 shadow-sm">
        <div className="flex flex-col gap-4">
          <Fields draft={draft} onChange={setDraft} errors={errors} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button type="submit" busy={busy}>
            {editing ? <Trans>Ndrysho</Trans> : <Trans>Krijo</Trans>}
          </Button>
          <Button variant="ghost" onClick={startOver} aria-label={t`Pastro formen`} title={t`Pastro formen`} icon={<ClearFormIcon />} />
          {editing && (
            <span className="text-slate-700">
              <Trans>Po ndryshoni rekordin e selektuar</Trans>
            </span>
          )}
        </div>
      </form>
      <Table
        caption={title}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        rowLabel={def.nameOf}
        initialSort={def.keepOrder ? null : { columnId: columns[0]?.id ?? '', direction: 'asc' }}
        onEdit={select}
        onRowSelect={select}
        selectedRowId={target.id}
        onDelete={(row) => void remove(row)}
      />
    </>
  );
}
