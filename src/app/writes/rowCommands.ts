import type { Command, Row } from '../../local';
import type { AdminListDef, ValidDraft } from '../../modules/admin/lists/adminListDef';
import { entryLabel } from './entryLabel';

/** Where the pending-changes screen sends the user to fix a refused write, and what the form reopens with. */
export interface AdminFormData extends Record<string, unknown> {
  mode: 'create' | 'update';
  id: string;
  draft: unknown;
}

export function isAdminFormData(data: unknown): data is AdminFormData {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return (d.mode === 'create' || d.mode === 'update') && typeof d.id === 'string' && 'draft' in d;
}

type Def = Pick<AdminListDef<unknown>, 'entity' | 'apiPath' | 'editMethod'>;

/**
 * A new row. Its id is made here (UUIDv7, domain/ids.ts) and sent in the body,
 * so writes queued later can refer to it before the server has seen it.
 */
export function createCommand(def: Def, id: string, valid: ValidDraft, name: string, formTo: string, draft: unknown): Command {
  const now = new Date().toISOString();
  return {
    label: entryLabel('create', def.entity, name),
    method: 'POST',
    url: def.apiPath,
    body: { id, ...valid.body },
    ...(valid.files ? { files: valid.files } : {}),
    entity: def.entity,
    entityId: id,
    form: { to: formTo, data: { mode: 'create', id, draft } satisfies AdminFormData },
    apply: async (db) => {
      await db[def.entity].put({ ...valid.row, id, createdAt: now, updatedAt: now });
    },
  };
}

export function updateCommand(def: Def, id: string, valid: ValidDraft, name: string, formTo: string, draft: unknown): Command {
  return {
    label: entryLabel('update', def.entity, name),
    method: def.editMethod,
    url: `${def.apiPath}/${id}`,
    body: valid.body,
    ...(valid.files ? { files: valid.files } : {}),
    entity: def.entity,
    entityId: id,
    form: { to: formTo, data: { mode: 'update', id, draft } satisfies AdminFormData },
    apply: async (db) => {
      await db[def.entity].update(id, { ...valid.row, updatedAt: new Date().toISOString() });
    },
  };
}

export function deleteCommand(def: Def, row: Row, name: string): Command {
  return {
    label: entryLabel('delete', def.entity, name),
    method: 'DELETE',
    url: `${def.apiPath}/${row.id}`,
    entity: def.entity,
    entityId: row.id,
    apply: async (db) => {
      await db[def.entity].delete(row.id);
    },
  };
}
