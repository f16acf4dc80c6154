import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { newId } from '../../../../domain/ids.js';
import { MSG } from '../../../../domain/messages.js';
import type { UserOption } from '../../../../domain/warehouse/assignees.js';
import { WAREHOUSE_MSG } from '../../../../domain/warehouse/messages.js';
import { enqueue, useLocalDb, type OutboxEntry } from '../../../local';
import { Button, ConfirmDialog, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { saveThroughOutbox } from '../../../app/writes/outboxDraft';
import { createDepositCommand, deleteDepositCommand, updateDepositCommand } from '../depositCommands';
import { checkDraft, depositInputOf, draftOfRecord, newDraft, type DepositDraft } from '../depositDraft';
import { projectCard, projectProducts } from '../projectCards';
import type { WarehouseSources } from '../warehouseSources';
import { DepositFormFields } from './DepositFormFields';
import { RecordItem } from './RecordItem';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface ProjectCardProps {
  src: WarehouseSources;
  clientId: string;
  projectId: string;
  /** The user writes the warehouse: observers and readers see no save or delete (spec 001 §6). */
  writes: boolean;
  showPrices: boolean;
  options: { transport: UserOption[]; installation: UserOption[] };
  /** A refused deposit of this project, reopened here from the pending-changes screen. */
  refused: OutboxEntry | null;
}

const isDraft = (x: unknown): x is DepositDraft => typeof x === 'object' && x !== null && 'quantities' in x && 'label' in x;

/**
 * A project's card (spec 001 §2, §4): its label, its records with print,
 * edit and delete, and the deposit form, which makes a new record until a
 * record is selected, then edits it; closing the edit resets the form.
 */
export function ProjectCard({ src, clientId, projectId, writes, showPrices, options, refused }: ProjectCardProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const card = projectCard(src, projectId, showPrices);
  const refusedDraft = refused && isDraft(refused.form?.data.draft) ? refused.form.data.draft : null;
  // null: a fresh form, whose label follows the records made meanwhile.
  const [typed, setTyped] = useState<DepositDraft | null>(refusedDraft);
  const [invoice, setInvoice] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [doomed, setDoomed] = useState<{ id: string; label: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = typed ?? newDraft(card);
  const editing = draft.recordId === null ? null : (src.records.find((r) => r.id === draft.recordId) ?? null);
  const products = projectProducts(src, projectId, draft.recordId);
  const headingId = `project-${projectId}`;

  const reset = () => {
    setTyped(null);
    setInvoice(null);
    setErrors({});
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const target = { clientId, projectId };
    const refusal = checkDraft(draft, target, src);
    if (refusal) {
      // Said at the field, which takes the focus (on a phone a toast would cover the save button).
      flushSync(() => setErrors({ [refusal.field]: translateServerMessage(i18n, refusal.message) }));
      const form = formRef.current;
      (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-product] input'))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const input = depositInputOf(draft, target, products.map((p) => p.id));
      const form = { to: `/dashboard/warehouse/create/${clientId}/${projectId}`, data: { projectId, draft } };
      // A corrected save keeps the refused entry's invoice unless another is picked.
      const file = invoice ?? ((refused?.files?.[0]?.blob as File | undefined) ?? null);
      const command = editing
        ? updateDepositCommand(editing, input, file, form)
        : createDepositCommand(newId(), input, { projectName: card.projectName, existingRecords: card.warehouseRecords.length }, file, form);
      await saveThroughOutbox(db, command, refused?.id ?? null);
      announceQueuedSave(translateServerMessage(i18n, editing ? MSG.edited : MSG.recordCreated));
      reset();
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!doomed) return;
    try {
      await enqueue(db, deleteDepositCommand(doomed));
      announceQueuedSave(translateServerMessage(i18n, WAREHOUSE_MSG.depositDeleted));
      if (draft.recordId === doomed.id) reset();
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setDoomed(null);
    }
  }

  const unitOf = (productId: string) => card.products.find((p) => p.id === productId)?.designation.unit.name ?? '';
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm" data-project={projectId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {card.projectName}
      </h2>
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      <h3 className="mb-2 font-semibold">
        <Trans>Deponimet</Trans>
      </h3>
      {card.warehouseRecords.length === 0 ? (
        <p className="mb-4 text-slate-700">
          <Trans>Nuk ka te dhena !</Trans>
        </p>
      ) : (
        <ul className="mb-4 flex flex-col gap-2">
          {card.warehouseRecords.map((r) => (
            <RecordItem
              key={r.id}
              record={r}
              selected={r.id === draft.recordId}
              writes={writes}
              unitOf={unitOf}
              onEdit={() => {
                const row = src.records.find((x) => x.id === r.id);
                if (row) {
                  setTyped(draftOfRecord(row));
                  setInvoice(null);
                  setErrors({});
                }
              }}
              onDelete={() => setDoomed({ id: r.id, label: r.label })}
            />
          ))}
        </ul>
      )}
      {writes && (
        <form ref={formRef} onSubmit={(e) => void save(e)} noValidate aria-label={editing ? t`Ndrysho deponimin ${editing.label}` : t`Deponim i ri per ${card.projectName}`} className="flex flex-col gap-4 border-t border-slate-200 pt-4">
          <h3 className="font-semibold">{editing ? <Trans>Ndrysho deponimin</Trans> : <Trans>Deponim i ri</Trans>}</h3>
          <DepositFormFields draft={draft} onChange={setTyped} products={products} options={options} invoice={invoice} onInvoice={setInvoice} errors={errors} creating={editing === null} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy}>
              <Trans>Ruaj</Trans>
            </Button>
            {(editing || typed) && (
              <Button variant="ghost" onClick={reset}>
                {editing ? <Trans>Mbyll</Trans> : <Trans>Pastro</Trans>}
              </Button>
            )}
          </div>
        </form>
      )}
      <ConfirmDialog open={doomed !== null} title={<Trans>Fshij deponimin?</Trans>} message={doomed?.label} onConfirm={() => void remove()} onCancel={() => setDoomed(null)} />
    </section>
  );
}
