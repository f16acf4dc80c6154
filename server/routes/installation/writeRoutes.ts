import type { FastifyInstance } from 'fastify';
import { createdFields, editedFields } from '../../../domain/installation/bodies.js';
import { INSTALLATION_ENDPOINTS } from '../../../domain/installation/endpoints.js';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import { checkInstallation } from '../../../domain/installation/rules.js';
import type { InstallationRow } from '../../../domain/installation/rows.js';
import { MSG } from '../../../domain/messages.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { removeOwnerFiles, runWriteWithFiles } from '../../files/attachments.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { releaseDependents } from '../../write/deletions.js';
import type { Writer } from '../../write/writer.js';
import { INSTALLATION_DELETION } from './deleteRules.js';
import { sentFiles, signaturesAfter, storeSentFiles } from './uploads.js';

/**
 * One installation per transport: the partial unique index on (company,
 * transport) (migration 0016) turns the loser of two racing creates into the
 * same refusal as the check before it.
 */
const onceOnly = (err: unknown): never => {
  throw isUniqueViolation(err) ? refuse(INSTALLATION_MSG.alreadyInstalled, 'transportId') : err;
};

const storedRow = async (w: Writer, id: string) => (await loadOneShaped(w.tx, 'installations', w.companyId, id)) as InstallationRow;

/**
 * Installation's writes (spec 001 §7): multipart with the signatures and
 * photos (domain/installation/uploads.ts) or JSON; the rules of
 * domain/installation/rules.ts on the fields and signatures the installation
 * has once saved. The installation module's holders; observers never.
 */
export async function installationWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    INSTALLATION_ENDPOINTS.create,
    'installation',
    (req, reply, { body, requestedId }) =>
      runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const id = await w.claimId('installations', requestedId);
          const transport = await w.get('transports', body.transportId);
          if (transport.projectId !== body.projectId) throw refuse(MSG.invalidValue, 'projectId');
          const existing = await w.tx.selectFrom('installations').select('id').where('companyId', '=', w.companyId).where('transportId', '=', transport.id).executeTakeFirst();
          if (existing) throw refuse(INSTALLATION_MSG.alreadyInstalled, 'transportId');
          const fields = createdFields(body);
          const sent = sentFiles(req.body);
          const refusal = checkInstallation(fields, await signaturesAfter(w, null, sent));
          if (refusal) throw refuse(refusal.message, refusal.field);
          await w.insert('installations', { id, ...fields });
          await storeSentFiles(w, staged, id, sent);
          return { data: await storedRow(w, id), message: INSTALLATION_MSG.created };
        },
        201,
      ).catch(onceOnly),
  );

  serve(
    app,
    INSTALLATION_ENDPOINTS.update,
    'installation',
    (req, reply, { params: { id }, body }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        const stored = await w.get('installations', id);
        if (body.projectId !== undefined && body.projectId !== stored.projectId) throw refuse(MSG.invalidValue, 'projectId');
        if (body.transportId !== undefined && body.transportId !== stored.transportId) throw refuse(MSG.invalidValue, 'transportId');
        const fields = editedFields(stored, body);
        const sent = sentFiles(req.body);
        const refusal = checkInstallation(fields, await signaturesAfter(w, id, sent));
        if (refusal) throw refuse(refusal.message, refusal.field);
        const { projectId: _project, transportId: _transport, ...changed } = fields;
        await w.update('installations', id, changed);
        await storeSentFiles(w, staged, id, sent);
        return { data: await storedRow(w, id), message: INSTALLATION_MSG.edited };
      }),
  );

  // Its signatures and photos go with it (their bytes once the delete committed).
  serve(app, INSTALLATION_ENDPOINTS.remove, 'installation', (req, reply, { params: { id } }) =>
    runWriteWithFiles(req, reply, async (w, staged) => {
      await w.get('installations', id);
      await removeOwnerFiles(w, staged, { ownerType: 'installations', ownerId: id });
      await releaseDependents(w, INSTALLATION_DELETION, id);
      await w.delete('installations', id);
      return { data: true as const, message: INSTALLATION_MSG.deleted };
    }),
  );
}
