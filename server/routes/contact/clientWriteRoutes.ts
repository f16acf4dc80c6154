import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyEdit } from '../../../domain/contact/applyEdit.js';
import { clientDuplicateKey, type ClientIdentity } from '../../../domain/contact/clientRules.js';
import { CLIENT_WRITES } from '../../../domain/contact/endpoints.js';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { PROJECT_FILES } from '../../../domain/contact/projectBody.js';
import { CLIENT_MODULE, MOVE_ON_WRITERS } from '../../../domain/journey/order.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { releaseDependents } from '../../write/deletions.js';
import { assertOwned } from '../../write/ownership.js';
import { isReferenced } from '../../write/references.js';
import { runWrite } from '../../write/runWrite.js';
import { assertNotDuplicate, assertPlace, clientRead, moveClientForward, type ClientPlace } from './clientWrites.js';
import { CLIENT_DELETION } from './deleteRules.js';
import { assertProjectFields, claimProjectIds, deleteProject, insertProject, newProjectField, newProjectFiles, projectInUse, projectReads } from './projectWrites.js';
import { lockClient, lockClients } from './serialise.js';

/**
 * Contact's client writes (spec 000 §4, §5, §7, §8): the contact module's
 * holders; observers never (serve's access). Every refusal is one
 * rolled-back transaction: nothing changed.
 */
export async function clientWriteRoutes(app: FastifyInstance): Promise<void> {
  // The client and its projects in one transaction (domain/contact/clientBody.ts newClientBody): a client never exists without a project.
  serve(
    app,
    CLIENT_WRITES.create,
    'contact',
    (req, reply, { body: { client, projects }, requestedId }) =>
      runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const id = await w.claimId('clients', requestedId);
          const projectIds = await claimProjectIds(w, projects);
          const files = newProjectFiles(req.body, projects.length);
          await lockClients(w);
          await assertNotDuplicate(w, client);
          await assertPlace(w, client);
          for (const [index, project] of projects.entries()) await assertProjectFields(w, project, newProjectField(index));
          // Spec 000 §4: creating a client pushes it to module 1.
          await w.insert('clients', { id, ...client, agentId: w.userId, moduleId: CLIENT_MODULE.contact });
          for (const [index, project] of projects.entries()) {
            await insertProject(w, staged, id, projectIds[index]!, project, files[index]!, `${PROJECT_FILES.field}[${index}]`);
          }
          return { data: { ...(await clientRead(w, id)), projects: await projectReads(w, projectIds) }, message: CONTACT_MSG.clientCreated };
        },
        201,
      ),
  );

  // The spec's POST clients/{id}?_method=PATCH (the query is not read), or PATCH.
  serve(
    app,
    CLIENT_WRITES.update,
    'contact',
    (req, reply, { params: { id }, body }) =>
      runWrite(req, reply, async (w) => {
        const stored = await clientRead(w, id);
        const after = applyEdit<ClientIdentity & ClientPlace>({ firstnameAndLastname: stored.firstnameAndLastname, lastName: stored.lastName, phoneNumber: stored.phoneNumber, countryId: stored.countryId, cityId: stored.cityId }, body);
        // Only a changed identity is compared: an edit of the address leaves a client as unique as it was.
        if (clientDuplicateKey(after) !== clientDuplicateKey(stored)) {
          await lockClients(w);
          await assertNotDuplicate(w, after, id);
        }
        if (body.countryId !== undefined || body.cityId !== undefined) await assertPlace(w, after);
        await w.update('clients', id, body);
        return { data: await clientRead(w, id), message: CONTACT_MSG.clientEdited };
      }),
    { alsoAccepts: ['PATCH'] },
  );

  // A client anything of the later modules refers to stays; otherwise its projects go with it (deleteRules.ts).
  const remove = (req: FastifyRequest, reply: FastifyReply, id: string) =>
    runWriteWithFiles(req, reply, async (w, staged) => {
      await lockClient(w, id);
      await w.get('clients', id);
      const projects = await w.tx.selectFrom('projects').select('id').where('companyId', '=', w.companyId).where('clientId', '=', id).execute();
      let inUse = await isReferenced(w, CLIENT_DELETION.refusedWhileUsedBy, id);
      for (const project of projects) inUse ||= await projectInUse(w, project.id);
      if (inUse) throw refuse(CONTACT_MSG.clientNotDeletable);
      for (const project of projects) await deleteProject(w, staged, project.id);
      await releaseDependents(w, CLIENT_DELETION, id);
      await w.delete('clients', id);
      return { data: true as const, message: CONTACT_MSG.clientDeleted };
    });
  serve(app, CLIENT_WRITES.remove, 'contact', (req, reply, { params: { id } }) => remove(req, reply, id));
  serve(app, CLIENT_WRITES.removeByPost, 'contact', (req, reply, { params: { id } }) => remove(req, reply, id));

  // Made after a contact save (module 1) and a measure save (module 2), so the measurer makes it too.
  serve(app, CLIENT_WRITES.nextModule, MOVE_ON_WRITERS, (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      await assertOwned(w, 'clients', [body.clientId], 'clientId');
      await moveClientForward(w, body.clientId, body.moduleId);
      return { data: await clientRead(w, body.clientId) };
    }),
  );
}
