import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { createTicketCommand, updateTicketCommand } from '../../../src/modules/service/form/serviceCommands';
import { checkDraft, draftOfTicket, emptyDraft, serviceInputOf, type ServiceDraft } from '../../../src/modules/service/form/serviceDraft';
import { SERVICE_STATUS } from '../../../domain/service/statuses.js';
import type { LocalServer } from '../local/harness.js';

/**
 * Service's writes for the optimistic-row contract, through the form's own
 * checks and commands (src/modules/service/form): a registered ticket of a
 * demo project with two of its products, then its edit (in process, one
 * product left, stamped, the warning cleared).
 */
export function serviceCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const formTo = '/dashboard/service/create';

  const input = (draft: ServiceDraft) => {
    const refusal = checkDraft(draft, 'registered');
    if (refusal) throw new Error(`service ticket refused: ${refusal.message}`);
    return serviceInputOf(draft, 'registered');
  };

  async function create(id: string): Promise<Command> {
    const db = server().s.connection.db;
    const products = await db
      .selectFrom('products')
      .innerJoin('companies', 'companies.id', 'products.companyId')
      .select(['products.id', 'products.projectId'])
      .where('companies.code', '=', 'demo')
      .where('products.projectId', 'is not', null)
      .orderBy('products.projectId')
      .orderBy('products.id')
      .limit(50)
      .execute();
    const projectId = products[0]!.projectId!;
    const own = products.filter((p) => p.projectId === projectId).map((p) => p.id);
    const draft: ServiceDraft = { ...emptyDraft(projectId), problem: 'Kontrate: dera nuk mbyllet.', date: '2026-03-04', productIds: own.slice(0, 2), warning: 'Mentesha rezerve.' };
    return createTicketCommand(id, input(draft), [], 'kontrate', { to: formTo, data: { draft } });
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().serviceTickets.get(id);
    if (!stored) throw new Error('no service ticket to edit');
    const opened = draftOfTicket(stored);
    const draft: ServiceDraft = { ...opened, productIds: opened.productIds.slice(1), statusId: SERVICE_STATUS.inProcess, start: '2026-03-04 09:00:00', warning: '' };
    return updateTicketCommand(stored, input(draft), [], 'kontrate', { to: formTo, data: { draft } });
  }

  return { serviceTickets: { create: { command: create }, update: { command: edit } } };
}
