import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BLUEPRINTS } from '../../../domain/production/endpoints.js';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { canReadModule, canWriteModule, isAdmin } from '../../../domain/permissions.js';
import { attachFiles, removeFile, runWriteWithFiles } from '../../files/attachments.js';
import { titleOf } from '../../../domain/files/fileNames.js';
import { uploadsOf } from '../../files/upload.js';
import { feedColumns, type FeedRow } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { forbidden, notFound, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { mayDeleteBlueprints } from '../../../domain/production/blueprintDelete.js';
import { departmentsOf } from './productState.js';

/** Blueprints are written from the status modal (production) and the blueprints screen (blueprints). */
const writesBlueprints = (req: FastifyRequest) => {
  const { permissions } = authOf(req);
  if (!canWriteModule(permissions, 'production') && !canWriteModule(permissions, 'blueprints')) throw forbidden();
};
const readsBlueprints = (req: FastifyRequest) => {
  const { permissions } = authOf(req);
  if (!canReadModule(permissions, 'production') && !canReadModule(permissions, 'blueprints')) throw forbidden();
};

/** The upload field (spec 001 §7 "multipart blueprint[]"): drawings come as PDFs or photos. */
const BLUEPRINT_FIELD = 'blueprint';

/**
 * Blueprints (spec 001 §2 "Blueprints", §7): technical drawings of a project
 * or of one of its products. Each uploaded file is one blueprint row named
 * after its file; deleting one deletes its file (fullPrivileges, or the
 * departments the production settings name: domain/production/blueprintDelete.ts).
 */
export async function blueprintRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(
    app,
    BLUEPRINTS.upload,
    // Judged by the route, before any of a multipart body is read (issue 35): production's or the drawers' to write.
    ['production', 'blueprints'],
    async (req, reply, { body, requestedId }) => {
      const files = uploadsOf(req.body, BLUEPRINT_FIELD);
      if (files.length === 0) throw refuse(MSG.uploadFile, BLUEPRINT_FIELD);
      // An id names one blueprint: a device sends one file per call.
      if (requestedId !== undefined && files.length > 1) throw refuse(MSG.invalidValue, 'id');
      return runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const firstId = await w.claimId('blueprints', requestedId);
          const project = await w.get('projects', body.projectId);
          if (body.productId) {
            const product = await w.get('products', body.productId);
            if (product.projectId !== project.id) throw refuse(MSG.invalidValue, 'productId');
          }
          const made: FeedRow[] = [];
          for (const file of files) {
            // The file names its owner first; the blueprint row then points at the stored file.
            const id = made.length === 0 ? firstId : newId();
            const [stored] = await attachFiles(w, staged, { ownerType: 'blueprints', ownerId: id, kind: 'blueprint', files: [file], accept: 'pdfOrImage', field: BLUEPRINT_FIELD });
            const row = await w.insert('blueprints', { id, projectId: project.id, productId: body.productId ?? null, fileId: stored!.id, nameOfBlueprint: titleOf(stored!.fileName) });
            made.push(feedColumns('blueprints', row));
          }
          return { data: made, message: MSG.saved };
        },
        201,
      );
    },
  );

  // A project's blueprints, with the product each belongs to (null: the whole project).
  serve(app, BLUEPRINTS.ofProject, 'signedIn', async (req, _reply, { params: { id } }) => {
    readsBlueprints(req);
    const { companyId } = authOf(req);
    const project = await db.selectFrom('projects').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!project) throw notFound();
    const rows = await db
      .selectFrom('blueprints as b')
      .innerJoin('files as f', 'f.id', 'b.fileId')
      .select(['b.id', 'b.projectId', 'b.productId', 'b.fileId', 'b.nameOfBlueprint', 'f.fileName', 'b.createdAt'])
      .where('b.companyId', '=', companyId)
      .where('b.projectId', '=', id)
      .orderBy('b.createdAt')
      .execute();
    return { data: rows.map((r) => ({ ...r, blueprint: `/api/v1/files/${r.fileId}` })) };
  });

  serve(app, BLUEPRINTS.remove, 'signedIn', async (req, reply, { params: { id } }) => {
    const auth = authOf(req);
    if (!isAdmin(auth.permissions)) {
      writesBlueprints(req);
      const settings = await app.deps.db.selectFrom('productionSettings').select('blueprintDeleteDepartments').where('companyId', '=', auth.companyId).executeTakeFirst();
      if (!mayDeleteBlueprints({ fullPrivileges: false, departmentIds: await departmentsOf(app.deps.db, auth) }, settings)) throw forbidden();
    }
    return runWriteWithFiles(req, reply, async (w, staged) => {
      const blueprint = await w.get('blueprints', id);
      await w.delete('blueprints', blueprint.id);
      await removeFile(w, staged, blueprint.fileId);
      return { data: true, message: MSG.deleted };
    });
  });
}
