import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { datesRefusal, type DatesAsked } from '../../../../domain/production/dates.js';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { enqueue, useLocalDb, type Command } from '../../../local';
import { translateServerMessage } from '../../../app/serverMessages';
import { productDatesCommand } from './productDatesCommand';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface DatedProduct {
  id: string;
  start: string | null;
  end: string | null;
  calendarComment: string | null;
}

/** The outbox command a date form saves with. */
export type DatesCommand = (productId: string, name: string, asked: DatesAsked) => Command;

/**
 * The product's start, end and comment as a form edits them (the status row
 * modal, the calendar's product-data modal, the prices' info modal, which
 * saves through its own call): checked with the spec's date rules, then
 * saved through the outbox.
 */
export function useProductDates(product: DatedProduct, name: string, onSaved: () => void, command: DatesCommand = productDatesCommand) {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const [start, setStart] = useState<string | null>(product.start);
  const [end, setEnd] = useState<string | null>(product.end);
  const [comment, setComment] = useState(product.calendarComment ?? '');
  const [error, setError] = useState<{ message: string; field: string } | null>(null);

  async function save() {
    const asked = { start: start ?? '', end: end ?? '', calendarComment: comment.trim() || null };
    const refusal = datesRefusal(asked, product, Date.now());
    if (refusal) {
      setError({ message: translateServerMessage(i18n, refusal.message), field: refusal.field });
      return;
    }
    await enqueue(db, command(product.id, name, asked));
    announceQueuedSave(translateServerMessage(i18n, PRODUCTION_MSG.dateEdited));
    onSaved();
  }

  return {
    start,
    setStart,
    end,
    setEnd,
    comment,
    setComment,
    save,
    fieldError: (field: string) => (error?.field === field ? error.message : null),
  };
}

export type ProductDatesForm = ReturnType<typeof useProductDates>;
