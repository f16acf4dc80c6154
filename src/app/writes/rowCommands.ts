import type { AnyEndpoint } from '../../../domain/kit/endpoint.js';
import type { NewRow } from '../../../domain/kit/rows.js';
import type { RowOf, TypedEntity } from '../../../domain/entities.js';
import { callWithCheckedBody, rowsTable, tableOf, type Command, type CommandFile } from '../../local';
import { entryLabel } from './entryLabel';

/** Where the pending-changes screen sends the user to fix a refused write, and what the form reopens with. */
export interface RowFormData extends Record<string, unknown> {
  mode: 'create' | 'update';
  id: string;
  draft: unknown;
}

export function isRowFormData(data: unknown): data is RowFormData {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (d.mode === 'create' || d.mode === 'update') && typeof d.id === 'string' && 'draft' in d;
}

/** The three writes of a list edited row by row, as its module declares them (domain/kit/crud.ts). */
export interface RowCalls {
  create: AnyEndpoint & { method: 'POST'; path: string; sendsId: true };
  update: AnyEndpoint & { method: 'POST' | 'PATCH'; path: `${string}/{id}` };
  remove: AnyEndpoint & { method: 'DELETE'; path: `${string}/{id}` };
}

/** What a form's fields give the row: every column a form controls (a new row adds the rest from `completeNewRow`). */
export type FormRow<E extends TypedEntity> = Partial<NewRow<RowOf<E>>>;

/**
 * A draft that passed the endpoint's own schema: what is sent, what the local
 * row becomes, and any file. The body is the one the schema accepted, so it is
 * not typed again here.
 */
export interface ValidDraft<E extends TypedEntity> {
  body: Record<string, unknown>;
  row: FormRow<E>;
  files?: CommandFile[];
}

export interface RowDef<E extends TypedEntity> {
  entity: E;
  calls: RowCalls;
  /**
   * A new row as the feed will send it, from what the form filled: the columns
   * no form fills (a user's avatar) take the value the server gives a new row,
   * so the row the feed sends back replaces it without a flicker
   * (tests/unit/contracts/optimisticRows.test.ts).
   */
  completeNewRow(row: FormRow<E>): NewRow<RowOf<E>>;
}

/** A form that fills every column: its row is complete as it is. */
export const completeAsFilled = <E extends TypedEntity>(row: FormRow<E>): NewRow<RowOf<E>> => row as NewRow<RowOf<E>>;

/**
 * A new row. Its id is made here (UUIDv7, domain/ids.ts) and sent in the body,
 * so writes queued later can refer to it before the server has seen it.
 */
export function createCommand<E extends TypedEntity>(def: RowDef<E>, id: string, valid: ValidDraft<E>, name: string, formTo: string, draft: unknown): Command {
  const now = new Date().toISOString();
  const row = { ...def.completeNewRow(valid.row), id, createdAt: now, updatedAt: now } as RowOf<E>;
  return {
    label: entryLabel('create', def.entity, name),
    ...callWithCheckedBody(def.calls.create, {}, { ...valid.body, id }),
    ...(valid.files ? { files: valid.files } : {}),
    entity: def.entity,
    entityId: id,
    form: { to: formTo, data: { mode: 'create', id, draft } satisfies RowFormData },
    apply: async (db) => {
      await tableOf(db, def.entity).put(row);
    },
  };
}

export function updateCommand<E extends TypedEntity>(def: RowDef<E>, id: string, valid: ValidDraft<E>, name: string, formTo: string, draft: unknown): Command {
  return {
    label: entryLabel('update', def.entity, name),
    ...callWithCheckedBody(def.calls.update, { id }, valid.body),
    ...(valid.files ? { files: valid.files } : {}),
    entity: def.entity,
    entityId: id,
    form: { to: formTo, data: { mode: 'update', id, draft } satisfies RowFormData },
    apply: async (db) => {
      await rowsTable(db, def.entity).update(id, { ...valid.row, updatedAt: new Date().toISOString() });
    },
  };
}

export function deleteCommand<E extends TypedEntity>(def: Pick<RowDef<E>, 'entity' | 'calls'>, id: string, name: string): Command {
  return {
    label: entryLabel('delete', def.entity, name),
    ...callWithCheckedBody(def.calls.remove, { id }, undefined),
    entity: def.entity,
    entityId: id,
    apply: async (db) => {
      await tableOf(db, def.entity).delete(id);
    },
  };
}
