import { cleanFileName, titleOf } from '../../../domain/files/fileNames.js';
import { BLUEPRINTS } from '../../../domain/production/endpoints.js';
import { callOf, type Command } from '../../local';

/** The extension a name ends with, as the server's sniffing would name a nameless file. */
const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? 'pdf';

/**
 * POST project-blueprint with one file (multipart `blueprint`): a drawing of
 * the project, or of one product when productId is set. Its row appears at
 * once, named as the server names it; the stored file's id arrives with the
 * sync (until then the drawing opens from nowhere, so its button waits).
 */
export function uploadBlueprintCommand(id: string, target: { projectId: string; productId: string | null }, file: File): Command {
  const name = titleOf(cleanFileName(file.name, extensionOf(file.name)));
  return {
    label: { action: 'create', entity: 'blueprints', name },
    ...callOf(BLUEPRINTS.upload, {}, { id, projectId: target.projectId, productId: target.productId }),
    files: [{ field: 'blueprint', blob: file, name: file.name }],
    entity: 'blueprints',
    entityId: id,
    apply: async (db) => {
      const now = new Date().toISOString();
      await db.blueprints.put({ id, projectId: target.projectId, productId: target.productId, fileId: '', nameOfBlueprint: name, createdAt: now, updatedAt: now });
    },
  };
}

/** DELETE project-blueprint/{id}: the drawing and its file (fullPrivileges; spec 001 §6). */
export function deleteBlueprintCommand(id: string, name: string): Command {
  return {
    label: { action: 'delete', entity: 'blueprints', name },
    ...callOf(BLUEPRINTS.remove, { id }),
    entity: 'blueprints',
    entityId: id,
    apply: async (db) => {
      await db.blueprints.delete(id);
    },
  };
}
