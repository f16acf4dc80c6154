import { useLiveQuery } from 'dexie-react-hooks';
import { compareNames } from '../../../../domain/admin/names.js';
import { rowsTable, useLocalDb } from '../../../local';
import type { SelectOption } from '../../../ui';
import type { AdminEntity } from '../../../../domain/admin/module.js';
import { textOf } from '../../../../domain/kit/rows.js';

/** The rows of a local lookup table as select options, by name; undefined while loading. */
export function useLookupOptions(entity: AdminEntity, labelColumn = 'name'): SelectOption[] | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => {
    const rows = await rowsTable(db, entity).toArray();
    return rows
      .map((row) => ({ value: row.id, label: textOf(row, labelColumn) }))
      .sort((a, b) => compareNames(a.label, b.label));
  }, [db, entity, labelColumn]);
}

/** One row's name, read live (a department beside its process, an article's unit). */
export function useLookupName(entity: AdminEntity, id: unknown, labelColumn = 'name'): string {
  const db = useLocalDb();
  const row = useLiveQuery(() => (typeof id === 'string' && id !== '' ? rowsTable(db, entity).get(id) : undefined), [db, entity, id]);
  return row ? textOf(row, labelColumn) : '';
}
