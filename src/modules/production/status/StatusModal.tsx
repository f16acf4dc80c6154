import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { PAUSE_REASONS, STATUS } from '../../../../domain/production/statuses.js';
import type { Actor } from '../../../../domain/production/rules.js';
import { useLocalDb } from '../../../local';
import { Button, Modal, TextArea, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { statusLabel } from '../board/statusLabels';
import { saveStatus, type BoxRef } from './saveStatus';
import { draftOf, requestOf, type StatusDraft } from './statusDraft';
import { StatusTimer } from './StatusTimer';
import { BlueprintSection } from '../../../app/blueprints/BlueprintSection';
import { TemporaryMaterialActions } from '../materials/TemporaryMaterialActions';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface StatusModalProps {
  box: BoxRef;
  /** Full privileges, or a department the production settings name (domain/production/blueprintDelete.ts). */
  canDeleteBlueprints: boolean;
  /** The user on this box: admin mode decides the choices and the admin comment. */
  actor: Actor;
  /** Observers read, never save (spec 001 §6). */
  canSave: boolean;
  onClose: () => void;
  /** A refused change reopened from the pending changes: what was typed, and the entry it replaces. */
  correcting?: { entryId: string; draft: StatusDraft } | undefined;
}

/**
 * The status modal (spec 001 §2): title, live timer, the choices 1–4 within
 * the admin and material limits, the comments, the pause reason, Save. The
 * domain's rules refuse here first with the server's words; what passes is
 * queued through the outbox, so it saves without signal.
 */
export function StatusModal({ box, actor, canSave, canDeleteBlueprints, onClose, correcting }: StatusModalProps) {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const row = useLiveQuery(async () => (box.kind === 'process' ? db.processStatuses.get(box.statusId) : db.materialStatuses.get(box.statusId)), [db, box]);
  const hasMaterials = useLiveQuery(
    async () => box.kind === 'process' && (await db.materialStatuses.where('productId').equals(box.productId).filter((m) => m.responsibilityId === box.responsibilityId).count()) > 0,
    [db, box],
  );
  const projectId = useLiveQuery(async () => {
    const product = await db.products.get(box.productId);
    return typeof product?.projectId === 'string' ? product.projectId : null;
  }, [db, box.productId]);
  const [draft, setDraft] = useState<StatusDraft | null>(correcting?.draft ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = draft ?? (row ? draftOf(row) : null);
  const set = (change: Partial<StatusDraft>) => current && setDraft({ ...current, ...change });

  const choices = [STATUS.completed, STATUS.toDo, STATUS.late, STATUS.inProcess].filter(
    (s) => (s !== STATUS.toDo || actor.adminMode) && (s !== STATUS.inProcess || !hasMaterials),
  );

  async function save() {
    if (!current) return;
    setBusy(true);
    const refusal = await saveStatus(db, actor, box, current, requestOf(current), correcting?.entryId ?? null);
    setBusy(false);
    if (refusal) {
      const text = translateServerMessage(i18n, refusal.message);
      setError(text);
      toast.error(text);
      return;
    }
    announceQueuedSave(translateServerMessage(i18n, PRODUCTION_MSG.statusChanged));
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={box.name}
      footer={
        canSave && (
          <>
            <Button variant="secondary" onClick={onClose}>
              <Trans>Anulo</Trans>
            </Button>
            <Button busy={busy} onClick={() => void save()} disabled={!current}>
              <Trans>Ruaj</Trans>
            </Button>
          </>
        )
      }
    >
      {current && row ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (canSave) void save();
          }}
        >
          <StatusTimer statusRefId={box.statusId} startedAt={row.startedAt} finishedAt={row.finishedAt} />
          <fieldset>
            <legend className="mb-2 text-base font-semibold text-slate-900">
              <Trans>Statusi</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {choices.map((s) => (
                <Choice key={s} name="status" label={i18n._(statusLabel(s))} checked={current.choice === s && current.pauseReason === null} disabled={!canSave} onChoose={() => set({ choice: s, pauseReason: null })} />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-base font-semibold text-slate-900">
              <Trans>Pauza</Trans>
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {PAUSE_REASONS.map((s) => (
                <Choice key={s} name="pause" label={i18n._(statusLabel(s))} checked={current.pauseReason === s} disabled={!canSave} onChoose={() => set({ pauseReason: s })} />
              ))}
            </div>
          </fieldset>
          <TextArea label={<Trans>Komenti</Trans>} rows={2} value={current.warning} disabled={!canSave} maxLength={1000} onChange={(warning) => set({ warning })} />
          {(current.choice === STATUS.late || current.pauseReason === STATUS.otherReason) && (
            <TextArea
              label={current.pauseReason === STATUS.otherReason ? <Trans>Arsyeja</Trans> : <Trans>Arsyeja e voneses</Trans>}
              rows={2}
              value={current.otherComment}
              disabled={!canSave}
              maxLength={1000}
              onChange={(otherComment) => set({ otherComment })}
            />
          )}
          {actor.adminMode && (
            <TextArea label={<Trans>Komenti i administratorit</Trans>} rows={2} value={current.adminWarning} disabled={!canSave} maxLength={1000} onChange={(adminWarning) => set({ adminWarning })} />
          )}
          <TemporaryMaterialActions box={box} actor={actor} canSave={canSave} />
          <BlueprintSection projectId={projectId ?? null} productId={box.productId} canUpload={canSave} canDelete={canDeleteBlueprints} />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-base font-semibold text-red-800">
              {error}
            </p>
          )}
        </form>
      ) : null}
    </Modal>
  );
}

/** One choice as a large radio tile: a gloved finger finds it. */
function Choice({ name, label, checked, disabled, onChoose }: { name: string; label: string; checked: boolean; disabled: boolean; onChoose: () => void }) {
  return (
    <label className={`flex min-h-14 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 text-base font-semibold ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}>
      <input type="radio" name={name} className="size-5" checked={checked} disabled={disabled} onChange={onChoose} />
      {label}
    </label>
  );
}
