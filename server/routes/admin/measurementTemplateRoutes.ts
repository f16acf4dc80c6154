import type { FastifyInstance } from 'fastify';
import { TEMPLATE_ENDPOINTS } from '../../../domain/admin/endpoints.js';
import { TEMPLATE_UPLOAD } from '../../../domain/files.js';
import { authOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { attachFiles, removeFile, removeOwnerFiles, runWriteWithFiles, type StagedFiles } from '../../files/attachments.js';
import { titleOf } from '../../../domain/files/fileNames.js';
import { singleUpload, type UploadedFile } from '../../files/upload.js';
import type { Writer } from '../../write/writer.js';
import { loadTemplates } from './templateShape.js';

// One file in, one row out.
const storeTemplatePdf = (w: Writer, staged: StagedFiles, templateId: string, pdf: UploadedFile) =>
  attachFiles(w, staged, {
    ownerType: 'measurementTemplates',
    ownerId: templateId,
    kind: 'template',
    files: [pdf],
    accept: TEMPLATE_UPLOAD.accept,
    field: TEMPLATE_UPLOAD.field,
  }).then(([file]) => file!);

/** Measure sketch templates (spec 001 §3 Lookups, §5 Admin): everyone reads them, admins write them. */
export async function measurementTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  async function one(companyId: string, id: string) {
    const [template] = await loadTemplates(db, companyId, [id]);
    if (!template) throw notFound();
    return template;
  }

  for (const calls of Object.values(TEMPLATE_ENDPOINTS)) {
    serve(app, calls.list, 'lookup', async (req) => ({ data: await loadTemplates(db, authOf(req).companyId) }));

    serve(app, calls.one, 'lookup', async (req, _reply, { params }) => ({ data: await one(authOf(req).companyId, params.id) }));

    serve(app, calls.create, 'lookup', async (req, reply, { body, requestedId }) => {
      const pdf = singleUpload(req.body, TEMPLATE_UPLOAD);
      return runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const id = await w.claimId('measurementTemplates', requestedId);
          const file = await storeTemplatePdf(w, staged, id, pdf);
          await w.insert('measurementTemplates', { id, nameOfFile: body.nameOfFile ?? titleOf(file.fileName), fileId: file.id });
          return { data: (await loadTemplates(w.tx, w.companyId, [id]))[0] };
        },
        201,
      );
    });

    // Edits the name, replaces the PDF, or both; the replaced PDF is deleted.
    serve(app, calls.update, 'lookup', async (req, reply, { params: { id }, body }) => {
      const pdf = singleUpload(req.body, { ...TEMPLATE_UPLOAD, missing: undefined });
      return runWriteWithFiles(req, reply, async (w, staged) => {
        const template = await w.get('measurementTemplates', id);
        const file = pdf ? await storeTemplatePdf(w, staged, template.id, pdf) : undefined;
        await w.update('measurementTemplates', template.id, { nameOfFile: body.nameOfFile ?? undefined, fileId: file?.id });
        if (file && template.fileId) await removeFile(w, staged, template.fileId);
        return { data: (await loadTemplates(w.tx, w.companyId, [template.id]))[0] };
      });
    });

    serve(app, calls.remove, 'lookup', async (req, reply, { params: { id } }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        const template = await w.delete('measurementTemplates', id);
        await removeOwnerFiles(w, staged, { ownerType: 'measurementTemplates', ownerId: template.id });
        return { data: true };
      }),
    );
  }
}
