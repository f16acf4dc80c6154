import type { FastifyInstance } from 'fastify';
import { MEASURE_ENDPOINTS } from '../../../domain/measure/endpoints.js';
import { MEASURE_MSG } from '../../../domain/measure/messages.js';
import { editRefusal, measureInProduction } from '../../../domain/measure/rules.js';
import { MSG } from '../../../domain/messages.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import type { Writer } from '../../write/writer.js';
import { measureRead } from './measureReads.js';
import { measureColumns } from '../../../domain/measure/drafts.js';
import { assertTargets, attachSentFiles, projectProducts, pushClient } from './measureWrites.js';

/**
 * One measure per project (the unique index on measures.project_id): the
 * loser of two creates racing for one project — two devices that measured it
 * offline — gets the same refusal as the check before it.
 */
const onceOnly = (err: unknown): never => {
  throw isUniqueViolation(err) ? refuse(MEASURE_MSG.projectMeasured, 'projectId') : err;
};

const answerOf = async (w: Writer, id: string, message: string) => ({ data: (await measureRead(w.tx, w.companyId, id))!, message });

/**
 * Measure's writes (spec 000 §7 POST measures, POST measures/{id}): the
 * measures module's holders; observers never (serve's access). Multipart
 * with sketch[], picture[] and measure[] beside the fields, or JSON without
 * files. The save pushes its client on (domain/measure/rules.ts
 * arrivalOf) in the same transaction; every refusal rolls it all back.
 */
export async function measureWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    MEASURE_ENDPOINTS.create,
    'measures',
    (req, reply, { body, requestedId }) =>
      runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const id = await w.claimId('measures', requestedId);
          await assertTargets(w, body);
          const measured = await w.tx.selectFrom('measures').select('id').where('companyId', '=', w.companyId).where('projectId', '=', body.projectId).executeTakeFirst();
          if (measured) throw refuse(MEASURE_MSG.projectMeasured, 'projectId');
          await w.insert('measures', { id, ...measureColumns(body) });
          await attachSentFiles(w, staged, id, req.body);
          await pushClient(w, body.clientId, { kind: 'measureSaved', mode: 'create', measureStatusId: body.measureStatusId });
          return answerOf(w, id, MEASURE_MSG.created);
        },
        201,
      ).catch(onceOnly),
  );

  // A measure stays its project's: the form of another project saves that project's measure (rules.ts saveModeOf).
  serve(
    app,
    MEASURE_ENDPOINTS.update,
    'measures',
    (req, reply, { params: { id }, body }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        const stored = await w.get('measures', id);
        if (body.projectId !== stored.projectId) throw refuse(MSG.invalidValue, 'projectId');
        await assertTargets(w, body);
        const refusal = editRefusal({ mode: 'edit', id }, measureInProduction(await projectProducts(w, stored.projectId)));
        if (refusal) throw refuse(refusal);
        await w.update('measures', id, measureColumns(body));
        await attachSentFiles(w, staged, id, req.body);
        await pushClient(w, body.clientId, { kind: 'measureSaved', mode: 'edit', measureStatusId: body.measureStatusId });
        return answerOf(w, id, MEASURE_MSG.saved);
      }),
  );
}
