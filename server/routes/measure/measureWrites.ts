import type { MeasureSave } from '../../../domain/measure/bodies.js';
import { arrivalOf, type ArrivalEvent } from '../../../domain/journey/arrival.js';
import { MEASURE_UPLOADS } from '../../../domain/measure/uploads.js';
import { MSG } from '../../../domain/messages.js';
import { attachUploads, type StagedFiles } from '../../files/attachments.js';
import { refuse } from '../../http/errors.js';
import { assertOwned } from '../../write/ownership.js';
import type { Writer } from '../../write/writer.js';
import { moveClientForward } from '../contact/clientWrites.js';

/**
 * What a measure points at is the company's: its client, its project — that
 * client's — the colour palette and the employee. Anything else is refused
 * on its field before a foreign key could fail or link two companies.
 */
export async function assertTargets(w: Writer, body: MeasureSave): Promise<void> {
  await assertOwned(w, 'clients', [body.clientId], 'clientId');
  const project = await w.tx.selectFrom('projects').select('clientId').where('companyId', '=', w.companyId).where('id', '=', body.projectId).executeTakeFirst();
  if (project?.clientId !== body.clientId) throw refuse(MSG.invalidValue, 'projectId');
  await assertOwned(w, 'colorPalettes', [body.productColor], 'productColor');
  await assertOwned(w, 'users', [body.employeeId], 'employeeId');
}

/** The project's product lines as far as production goes (rules.ts measureInProduction). */
export const projectProducts = (w: Writer, projectId: string) =>
  w.tx.selectFrom('products').select(['productStatusId', 'canceled']).where('companyId', '=', w.companyId).where('projectId', '=', projectId).execute();

/**
 * Moves the client on after a save (domain/journey/arrival.ts arrivalOf: forward only), in
 * the save's own transaction, through the contact module's one forward-only
 * move (clientWrites.ts moveClientForward: pushes of one client take turns).
 */
export async function pushClient(w: Writer, clientId: string, event: ArrivalEvent): Promise<void> {
  const target = arrivalOf(event);
  if (target !== null) await moveClientForward(w, clientId, target);
}

/**
 * Adds the files a save sent (sketch[], picture[], measure[];
 * domain/measure/uploads.ts) to the measure's, each kind judged by its bytes;
 * one refused file refuses the save and nothing stays.
 */
export const attachSentFiles = (w: Writer, staged: StagedFiles, measureId: string, body: unknown): Promise<void> =>
  attachUploads(w, staged, { ownerType: 'measures', ownerId: measureId }, MEASURE_UPLOADS, body);
