import type { FastifyInstance } from 'fastify';
import { ASSET_TYPES } from '../../../domain/files.js';
import { removeFile, runWriteWithFiles } from '../../files/attachments.js';
import { ASSET_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { serve } from '../../http/serve.js';

/**
 * `DELETE {type}/assets/{id}` (spec 000 §7): one route per type, each guarded by
 * its module's write permission; the file must belong to that type's entity, so
 * a measures writer cannot delete an offer's file through measures/assets.
 */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  for (const [type, { ownerType, module }] of Object.entries(ASSET_TYPES)) {
    serve(app, ASSET_ENDPOINTS[type as keyof typeof ASSET_TYPES], module, (req, reply, { params: { id } }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        await removeFile(w, staged, id, ownerType);
        return { data: true };
      }),
    );
  }
}
