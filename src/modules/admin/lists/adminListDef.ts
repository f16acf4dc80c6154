import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { FieldErrors } from '../../../../domain/validation.js';
import type { Row } from '../../../local';
import type { TableColumn } from '../../../ui';
import type { AdminEntity } from '../../../../domain/admin/module.js';
import type { TypedEntity } from '../../../../domain/entities.js';
import type { RowDef, ValidDraft } from '../../../app/writes/rowCommands';

/** Everything the form of one list needs to edit its draft. Errors are already translated. */
export interface FieldsProps<Draft> {
  draft: Draft;
  onChange: (draft: Draft) => void;
  errors: FieldErrors;
}


/** Which row a draft saves: a new one, or `id`; a new row may already have an id (a refused create being corrected). */
export interface DraftTarget {
  creating: boolean;
  /** The row's own id, left out of the duplicate check; null for a new row not yet queued. */
  ownId: string | null;
}

/** Field errors hold the domain's (Albanian) messages; the page translates them. */
export type Validation<E extends TypedEntity = AdminEntity> = { ok: true; value: ValidDraft<E> } | { ok: false; errors: FieldErrors };

/**
 * One admin lookup list: its table, its calls (domain/admin/endpoints.ts) and
 * rules. The generic page (AdminListPage) does the rest the same way for every
 * list — live rows, edit mode, clear, delete after a confirmation, writes
 * through the outbox.
 */
export interface AdminListDef<Draft> extends RowDef<AdminEntity> {
  /** 'Njesia u selektua' and the like (spec 001 §8). */
  selectedInfo: MessageDescriptor;
  /** Server messages shown after a save, an edit and a delete (spec 001 §8). */
  messages: { saved: string; edited: string; deleted: string };
  emptyDraft: () => Draft;
  draftOf: (row: Row) => Draft;
  /** The server's domain schema, then the duplicate check against the local rows (so offline users hear at once). */
  validate: (draft: Draft, rows: readonly Row[], target: DraftTarget) => Validation;
  /** What a row is called in labels and the delete question. */
  nameOf: (row: Row) => string;
  columns: (i18n: I18n) => readonly TableColumn<Row>[];
  /** Rows stay in the order they were written (offer conditions are paragraphs of an offer), not sorted by name. */
  keepOrder?: boolean;
  Fields: ComponentType<FieldsProps<Draft>>;
}
