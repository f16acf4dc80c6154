import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { OFFER_MSG } from '../../../../domain/offer/messages.js';
import type { OfferRow, ProductRow } from '../../../../domain/offer/rows.js';
import { isFinishedProduct } from '../../../../domain/offer/rules.js';
import { useLocalDb, type Command } from '../../../local';
import { ConfirmDialog, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { queueSave } from '../../../app/writes/useOutboxSave';
import { createProductCommand, deleteProductCommand, updateProductCommand } from './offerCommands';
import { fieldsOf, planLineSave, type OfferDraft } from './offerDraft';
import { lineOfRow, type LineAction, type LineDraft } from './offerLines';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface RowActionSources {
  offer: OfferRow | null;
  rows: readonly ProductRow[];
  cantEdit: boolean;
  name: string;
  formTo: string;
  latest: RefObject<{ draft: OfferDraft | undefined; stored: readonly ProductRow[] }>;
  change: (next: OfferDraft, at?: 'now' | 'soon') => void;
  discard: (id: string) => void;
  showRefusal: (refusal: { errors: Record<string, string>; message: string }) => void;
}

/**
 * A saved offer's rows saved, canceled and deleted one by one through the
 * outbox (spec 000 §4, §7 POST products, POST products/{id}, DELETE
 * products/{id}); cancel and delete after a question. A refused write
 * reopens the form with the draft as it stood, the row unsaved in it.
 */
export function useRowActions(sources: RowActionSources): { onLineAction: (id: string, action: LineAction) => void; dialog: ReactNode } {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const session = useSignedInSession();
  const [asking, setAsking] = useState<{ id: string; action: 'cancel' | 'remove' } | null>(null);
  const [storageError, setStorageError] = useState<string | null>(null);
  // The callbacks stay the same across keystrokes (the rows are memoised); they read the sources as they are now.
  const current = useRef(sources);
  useLayoutEffect(() => {
    current.current = sources;
  });

  const run = useCallback(
    async (command: Command, id: string, message: string) => {
      const result = await queueSave(db, null, () => command);
      setStorageError(result.ok ? null : result.storage);
      if (result.ok) {
        current.current.discard(id);
        announceQueuedSave(translateServerMessage(i18n, message));
      } else if (!result.storage) toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    },
    [db, toast, i18n, announceQueuedSave],
  );

  const saveRow = useCallback(
    async (id: string, cancel: boolean) => {
      const { offer, rows, cantEdit, name, formTo, latest, showRefusal } = current.current;
      const draft = latest.current.draft;
      const stored = rows.find((r) => r.id === id) ?? null;
      const typed: LineDraft | undefined = draft?.newLines.find((l) => l.id === id) ?? draft?.edits[id] ?? (stored ? lineOfRow(stored) : undefined);
      if (!offer || !draft || !typed) return;
      const plan = planLineSave(cancel ? { ...typed, canceled: 1 } : typed, offer, stored, cantEdit);
      if (!plan.ok) return showRefusal(plan);
      const context = { name, form: { to: formTo, data: { fields: fieldsOf(draft) } }, draft: null };
      if (plan.mode === 'create') {
        await run(createProductCommand(id, offer, plan.input, plan.save, context, { at: new Date().toISOString(), userId: session.userId }), id, OFFER_MSG.productSaved);
      } else if (stored) {
        await run(updateProductCommand(stored, plan.input, plan.save, context), id, cancel ? OFFER_MSG.productCanceled : OFFER_MSG.productEdited);
      }
    },
    [run, session.userId],
  );

  const removeRow = useCallback(
    async (id: string) => {
      const { rows, cantEdit, name, showRefusal } = current.current;
      const stored = rows.find((r) => r.id === id);
      if (!stored) return;
      const refusal = cantEdit ? OFFER_MSG.clientInAgreement : isFinishedProduct(stored) ? OFFER_MSG.productArchived : null;
      if (refusal) return showRefusal({ errors: { [`line.${id}._`]: refusal }, message: refusal });
      await run(deleteProductCommand(stored, name), id, OFFER_MSG.productDeleted);
    },
    [run],
  );

  const onLineAction = useCallback(
    (id: string, action: LineAction) => {
      if (action === 'discard') current.current.discard(id);
      else if (action === 'save') void saveRow(id, false);
      else setAsking({ id, action });
    },
    [saveRow],
  );

  const dialog = (
    <>
      {storageError && <StorageRefusal name={storageError} />}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'cancel' ? t`Te anulohet produkti?` : t`Te fshihet produkti?`}
        message={asking?.action === 'cancel' ? t`Produkti shenohet i anuluar dhe nuk llogaritet ne totalin e ofertes.` : t`Produkti do te fshihet nga oferta.`}
        confirmLabel={asking?.action === 'cancel' ? t`Anulo produktin` : t`Fshi produktin`}
        destructive
        onConfirm={() => {
          if (asking) void (asking.action === 'cancel' ? saveRow(asking.id, true) : removeRow(asking.id));
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </>
  );
  return { onLineAction, dialog };
}
