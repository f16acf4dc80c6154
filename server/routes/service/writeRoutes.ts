import type { FastifyInstance } from 'fastify';
import { SERVICE_ENDPOINTS } from '../../../domain/service/endpoints.js';
import { SERVICE_MSG } from '../../../domain/service/messages.js';
import { editedTicketRow, newTicketRow, serviceDeletion } from '../../../domain/service/rules.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { notFound, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { assertTargets, attachPhotos, deleteTicket, storedTicket, ticketColumns, writeLines } from './ticketWrites.js';

/**
 * Service's writes (spec 001 §7 "Service"): the service module's holders;
 * observers never (serve's access). Multipart with `servicingFiles[]`
 * photos, or JSON without. Every refusal is one rolled-back transaction:
 * nothing changed.
 */
export async function serviceWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    SERVICE_ENDPOINTS.create,
    'service',
    (req, reply, { body, requestedId }) =>
      runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const id = await w.claimId('serviceTickets', requestedId);
          await assertTargets(w, body);
          const row = newTicketRow(body, id, w.now);
          await w.insert('serviceTickets', { id, ...ticketColumns(body) });
          await writeLines(w, id, row);
          await attachPhotos(w, staged, id, req.body);
          return { data: await storedTicket(w, id), message: SERVICE_MSG.serviceCreated };
        },
        201,
      ),
  );

  serve(
    app,
    SERVICE_ENDPOINTS.update,
    'service',
    (req, reply, { params: { id }, body }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        const before = await storedTicket(w, id);
        await assertTargets(w, body);
        const after = editedTicketRow(before, body, w.now);
        await w.update('serviceTickets', id, ticketColumns(body));
        await writeLines(w, id, after);
        await attachPhotos(w, staged, id, req.body);
        return { data: await storedTicket(w, id), message: SERVICE_MSG.serviceEdited };
      }),
  );

  // {id} is a ticket, or a project whose tickets all go; a project with none answers the spec's info (rules.ts serviceDeletion).
  serve(app, SERVICE_ENDPOINTS.remove, 'service', (req, reply, { params: { id } }) =>
    runWriteWithFiles(req, reply, async (w, staged) => {
      const tickets = await w.tx
        .selectFrom('serviceTickets')
        .select(['id', 'projectId'])
        .where('companyId', '=', w.companyId)
        .where((eb) => eb.or([eb('id', '=', id), eb('projectId', '=', id)]))
        .execute();
      const project = await w.tx.selectFrom('projects').select('id').where('companyId', '=', w.companyId).where('id', '=', id).executeTakeFirst();
      const deletion = serviceDeletion(id, tickets, project !== undefined);
      if (deletion === 'notFound') throw notFound();
      if ('refusal' in deletion) throw refuse(deletion.refusal, 'id');
      for (const ticketId of deletion.ticketIds) await deleteTicket(w, staged, ticketId);
      return { data: { ticketIds: deletion.ticketIds }, message: SERVICE_MSG.serviceDeleted };
    }),
  );
}
