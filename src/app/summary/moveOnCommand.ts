import { CLIENT_WRITES } from '../../../domain/contact/endpoints.js';
import type { ClientRow } from '../../../domain/contact/rows.js';
import { movesForward, nextClientModuleOf, type ClientModuleId } from '../../../domain/journey/order.js';
import { callOf, type Command } from '../../local';
import { entryLabel } from '../writes/entryLabel';

/** The client module a client can be pushed to from where it stands; none after production. */
export const moveOnTargetOf = (client: Pick<ClientRow, 'moduleId'>): ClientModuleId | null => nextClientModuleOf(client.moduleId);

/**
 * POST modules/create-client-for-next-module (spec 000 §7): the client on to
 * `moduleId`, at once on this device — forward only, as the server's
 * moveClientForward — and for good when the server has it.
 */
export function moveOnCommand(client: Pick<ClientRow, 'id' | 'firstnameAndLastname' | 'lastName'>, moduleId: ClientModuleId, at: string): Command {
  return {
    label: entryLabel('update', 'clients', `${client.firstnameAndLastname} ${client.lastName}`.trim()),
    ...callOf(CLIENT_WRITES.nextModule, {}, { clientId: client.id, moduleId }),
    entity: 'clients',
    entityId: client.id,
    apply: async (db) => {
      const stored = await db.clients.get(client.id);
      if (stored && movesForward(stored.moduleId, moduleId)) await db.clients.update(client.id, { moduleId, updatedAt: at });
    },
  };
}
