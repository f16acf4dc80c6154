import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { ADMIN_LISTS } from '../../../../domain/admin/endpoints.js';
import { textOf } from '../../../../domain/kit/rows.js';
import { plainText, readRichText } from '../../../../domain/text/richText.js';
import type { Row } from '../../../local';
import { LoadingState } from '../../../ui';
import { RichTextView } from '../../../app/documents/RichTextView';
import type { FieldsProps } from './adminListDef';
import { namedList, type NamedDraft } from './namedList';

// Tiptap and ProseMirror load only when an admin edits a condition: their own chunk, out of the entry.
const RichTextEditor = lazy(() => import('../../../app/documents/RichTextEditor'));

const LABEL = msg`Kushtet`;
/** A stored condition: a rich text document's JSON text, or a legacy row's plain text. */
const docOf = (row: Row) => readRichText(textOf(row, 'conditions'));
const shownText = (row: Row) => plainText(docOf(row));

function OfferConditionFields({ draft, onChange, errors }: FieldsProps<NamedDraft>) {
  const { i18n } = useLingui();
  return (
    <Suspense fallback={<LoadingState />}>
      <RichTextEditor label={i18n._(LABEL)} value={draft.text} onChange={(text) => onChange({ ...draft, text })} error={errors.conditions} required />
    </Suspense>
  );
}

const base = namedList({
  entity: 'offerConditions',
  calls: ADMIN_LISTS.offerConditions,
  field: 'conditions',
  column: 'conditions',
  label: LABEL,
  selectedInfo: msg`Kushtet u selektuan`,
  keepOrder: true,
});

/**
 * Offer conditions (issue 15): a named list whose text is rich — edited with
 * the lazily loaded editor, kept as the editor's JSON document (the draft's
 * text is its JSON text, which offerConditionBody validates), shown in the
 * table as the document itself and searched, sorted and named by its plain text.
 */
export const offerConditionsList = {
  ...base,
  nameOf: shownText,
  columns: (i18n) => [{ id: 'text', header: i18n._(LABEL), value: shownText, cell: (row) => <RichTextView doc={docOf(row)} /> }],
  Fields: OfferConditionFields,
} satisfies typeof base;
