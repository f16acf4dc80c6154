import { ARCHIVE_ENDPOINTS } from '../../../domain/archive/endpoints.js';
import { ARCHIVED_ENTITY, type ArchiveModule } from '../../../domain/archive/modules.js';
import { callOf, tableOf, type Command } from '../../local';
import { entryLabel } from '../writes/entryLabel';

/**
 * Deleting an archived row (issue 16, fullPrivileges only): the one archive
 * call for every module, queued like any write; the row leaves the mirror at
 * once. A refusal (later modules depend on it) comes back as a rejected
 * entry, and the next pull brings the row back.
 */
export function archiveDeleteCommand(module: ArchiveModule, id: string, name: string): Command {
  const entity = ARCHIVED_ENTITY[module];
  return {
    label: entryLabel('delete', entity, name),
    ...callOf(ARCHIVE_ENDPOINTS.remove, { module, id }),
    entity,
    entityId: id,
    apply: async (db) => {
      await tableOf(db, entity).delete(id);
    },
  };
}
