import type { Command } from '../../../src/local/types.js';

/**
 * Commands on the units admin list (POST admin/units, PATCH/DELETE
 * admin/units/{id}), written as a screen would: the REST call and its
 * optimistic write. The device makes the id and a create sends it in its body;
 * the server keeps it (O13).
 */
export function createUnit(id: string, name: string, label = `create ${name}`): Command {
  return {
    label,
    method: 'POST',
    url: 'admin/units',
    body: { id, name },
    entity: 'units',
    entityId: id,
    form: { to: '/admin/units', data: { name } },
    apply: async (db) => {
      await db.units.put({ id, name });
    },
  };
}

export function renameUnit(id: string, name: string, label = `rename ${id} to ${name}`): Command {
  return {
    label,
    method: 'PATCH',
    url: `admin/units/${id}`,
    body: { name },
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
    method: 'DELETE',
    url: `admin/units/${id}`,
    entity: 'units',
    entityId: id,
    apply: async (db) => {
      await db.units.delete(id);
    },
  };
}
