import { createdTransportRows, editedTransportRow } from '../../../domain/transport/drafts.js';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { callOf, type Command } from '../../local';
import { entryLabel } from '../../app/writes/entryLabel';
import type { PlannedCreate, PlannedEdit } from './transportDraft';

/**
 * The transport form's writes (spec 001 §7 "Transport"): POST transport with
 * the spec's arrays and the device's ids (one per project i), POST
 * transport/{id} for a stored one. The optimistic rows come from the
 * domain's row rules (domain/transport/drafts.ts): a new code is '' on the
 * device until the feed brings the server's (decisions, issue 12).
 */
export function createTransportCommand(create: PlannedCreate, name: string, at: string): Command {
  const first = create.input.id[0];
  if (first === undefined) throw new Error('a transport create needs an id');
  return {
    label: entryLabel('create', 'transports', name),
    ...callOf(TRANSPORT_ENDPOINTS.create, {}, create.input),
    entity: 'transports',
    entityId: first,
    apply: async (db) => void (await db.transports.bulkPut(createdTransportRows(create.parsed, create.input.id, create.parsed.code ?? '', at))),
  };
}

export function editTransportCommand(edit: PlannedEdit, name: string, at: string): Command {
  const { id } = edit.stored;
  return {
    label: entryLabel('update', 'transports', name),
    ...callOf(TRANSPORT_ENDPOINTS.update, { id }, edit.input),
    entity: 'transports',
    entityId: id,
    apply: async (db) => {
      // The row as it is now (a pull or an earlier edit may have changed it since the form opened).
      const current = (await db.transports.get(id)) ?? edit.stored;
      await db.transports.put(editedTransportRow(current, edit.parsed, at));
    },
  };
}
