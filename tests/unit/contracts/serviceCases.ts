import type { ServiceInput } from '../../../domain/service/bodies.js';
import { SERVICE_ENDPOINTS } from '../../../domain/service/endpoints.js';
import { editedTicketRow, newTicketRow } from '../../../domain/service/rules.js';
import { parseWith } from '../../../domain/validation.js';
import { callOf } from '../../../src/local/call.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import type { LocalServer } from '../local/harness.js';

/**
 * Service's writes for the optimistic-row contract: a registered ticket of a
 * demo project with two of its products, then its edit (in process, one
 * product left, stamped). Built from the endpoints and the domain's row rules
 * (domain/service/rules.ts newTicketRow, editedTicketRow) as the PWA's form
 * builds them; the PWA's own builders replace these once it has them.
 */
export function serviceCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  let form: ServiceInput | undefined;

  async function registered(): Promise<ServiceInput> {
    if (form) return form;
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
    form = { projectId, problem: 'Kontrate: dera nuk mbyllet.', date: '2026-03-04', productId: own.slice(0, 2), warning: 'Mentesha rezerve.' };
    return form;
  }

  const parsed = (input: ServiceInput) => {
    const result = parseWith(SERVICE_ENDPOINTS.create.body, input);
    if (!result.ok) throw new Error(`service ticket refused: ${result.message}`);
    return result.value;
  };

  async function create(id: string): Promise<Command> {
    const input = await registered();
    const at = new Date().toISOString();
    return {
      label: 'kontrate',
      ...callOf(SERVICE_ENDPOINTS.create, {}, { ...input, id }),
      entity: 'serviceTickets',
      entityId: id,
      apply: async (local) => void (await local.serviceTickets.put(newTicketRow(parsed(input), id, at))),
    };
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().serviceTickets.get(id);
    if (!stored) throw new Error('no service ticket to edit');
    const base = await registered();
    const input: ServiceInput = { ...base, productId: base.productId?.slice(1), servicingStatusId: 2, start: '2026-03-04 09:00:00', warning: null };
    const at = new Date().toISOString();
    return {
      label: 'kontrate',
      ...callOf(SERVICE_ENDPOINTS.update, { id }, input),
      entity: 'serviceTickets',
      entityId: id,
      apply: async (local) => void (await local.serviceTickets.put(editedTicketRow(stored, parsed(input), at))),
    };
  }

  return { serviceTickets: { create: { command: create }, update: { command: edit } } };
}
