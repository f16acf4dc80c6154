import type { FastifyInstance } from 'fastify';
import { missingProjectRefusal } from '../../../domain/contact/clientRules.js';
import { PROJECT_ENDPOINTS } from '../../../domain/contact/endpoints.js';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { PROJECT_FILES } from '../../../domain/contact/projectBody.js';
import { MSG } from '../../../domain/messages.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { uploadsOf } from '../../files/upload.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { assertOwned } from '../../write/ownership.js';
import {
  assertNamesFree,
  assertProjectFields,
  attachProjectFiles,
  claimProjectIds,
  deleteProject,
  editedProjectField,
  insertProject,
  newProjectField,
  newProjectFiles,
  projectInUse,
  projectRead,
  projectReads,
  updateProject,
} from './projectWrites.js';
import { lockClient } from './serialise.js';

/** The office adds a client's projects in contact; the measurer adds or corrects one on site. */
const PROJECT_WRITERS = ['contact', 'measures'] as const;

/**
 * Projects' writes (spec 000 §5 "Project modal", §7): a client's projects
 * one by one after the client exists (a new client's come with it, POST
 * clients). Each save holds its client's lock, so the folded name check and
 * the last-project rule hold for saves that race. Every refusal is one
 * rolled-back transaction: nothing changed.
 */
export async function projectWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    PROJECT_ENDPOINTS.create,
    PROJECT_WRITERS,
    (req, reply, { body: { clientId, projects } }) =>
      runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const ids = await claimProjectIds(w, projects);
          const files = newProjectFiles(req.body, projects.length);
          await lockClient(w, clientId);
          await assertOwned(w, 'clients', [clientId], 'clientId');
          await assertNamesFree(
            w,
            clientId,
            projects.map((p) => p.projectName),
            newProjectField,
          );
          for (const [index, project] of projects.entries()) await assertProjectFields(w, project, newProjectField(index));
          for (const [index, project] of projects.entries()) {
            await insertProject(w, staged, clientId, ids[index]!, project, files[index]!, `${PROJECT_FILES.field}[${index}]`);
          }
          return { data: await projectReads(w, ids), message: MSG.saved };
        },
        201,
      ),
  );

  // A project stays with its client; its files sent as `projectFiles[]` are added to its own.
  serve(
    app,
    PROJECT_ENDPOINTS.update,
    PROJECT_WRITERS,
    (req, reply, { params: { id }, body }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        const { clientId } = await w.get('projects', id);
        await lockClient(w, clientId);
        const stored = await projectRead(w, id);
        if (body.projectName !== undefined) await assertNamesFree(w, clientId, [body.projectName], () => editedProjectField, id);
        await assertProjectFields(w, body, editedProjectField, stored);
        await updateProject(w, id, body);
        await attachProjectFiles(w, staged, id, uploadsOf(req.body, PROJECT_FILES.field), PROJECT_FILES.field);
        return { data: await projectRead(w, id), message: MSG.edited };
      }),
  );

  serve(app, PROJECT_ENDPOINTS.remove, PROJECT_WRITERS, (req, reply, { params: { id } }) =>
    runWriteWithFiles(req, reply, async (w, staged) => {
      const { clientId } = await w.get('projects', id);
      await lockClient(w, clientId);
      await projectRead(w, id);
      if (await projectInUse(w, id)) throw refuse(CONTACT_MSG.projectNotDeletable);
      const projects = await w.tx.selectFrom('projects').select('id').where('companyId', '=', w.companyId).where('clientId', '=', clientId).execute();
      // A client keeps at least one project (spec 000 §4, §5).
      const refusal = missingProjectRefusal(projects.length - 1);
      if (refusal) throw refuse(refusal);
      await deleteProject(w, staged, id);
      return { data: true as const, message: MSG.deleted };
    }),
  );
}
