import { ASSET_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { callOf, type Command } from '../../local';
import { entryLabel } from '../writes/entryLabel';

/** The owners whose stored files a form removes one by one (spec 000 §7 "DELETE {type}s/assets/{id}"). */
export type AssetOwner = keyof typeof ASSET_ENDPOINTS;

/** One stored file of a measure, an agreement, …, removed through the outbox and gone from the device at once. */
export function deleteAssetCommand(owner: AssetOwner, file: { id: string; name: string }): Command {
  return {
    label: entryLabel('delete', 'files', file.name),
    ...callOf(ASSET_ENDPOINTS[owner], { id: file.id }),
    entity: 'files',
    entityId: file.id,
    apply: async (db) => {
      await db.files.delete(file.id);
    },
  };
}
