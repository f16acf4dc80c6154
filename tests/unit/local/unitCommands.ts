import { ADMIN_LISTS } from '../../../domain/admin/endpoints.js';
import { callOf } from '../../../src/local/call.js';
import type { Command } from '../../../src/local/types.js';

/**
 * Commands on the units admin list (POST admin/units, POST/DELETE
 * admin/units/{id}, as domain/admin/endpoints.ts declares them), written as a screen would: the REST call and its
 * optimistic write. The device makes the id and a create sends it in its body;
 * the server keeps it (O13).
 */
/** A units row as the feed sends it; the times are the device's until the server's row replaces them. */
export function unitRow(id: string, name: string) {
  const now = new Date().toISOString();
  return { id, name, createdAt: now, updatedAt: now };
}

export function createUnit(id: string, name: string, label = `create ${name}`): Command {
  return {
    label,
    ...callOf(ADMIN_LISTS.units.create, {}, { id, name }),
    entity: 'units',
    entityId: id,
    form: { to: '/admin/units', data: { name } },
    apply: async (db) => {
      await db.units.put(unitRow(id, name));
    },
  };
}

export function renameUnit(id: string, name: string, label = `rename ${id} to ${name}`): Command {
  return {
    label,
    ...callOf(ADMIN_LISTS.units.update, { id }, { name }),
    entity: 'units',
    entityId: id,
    form: { to: `/admin/units`, data: { id, name } },
    apply: async (db) => {
      await db.units.update(id, { name });
    },
  };
}

export function deleteUnit(id: string, label = `delete ${id}`): Command {
  return {
    label,
    ...callOf(ADMIN_LISTS.units.remove, { id }),
    entity: 'units',
    entityId: id,
    apply: async (db) => {
      await db.units.delete(id);
    },
  };
}
