import type { SaveMode } from '../installation/rules.js';
import { MEASURE_STATUS } from '../measure/statuses.js';
import { CLIENT_MODULE, movesForward, type ClientModuleId } from './order.js';

/**
 * What makes a client arrive in a client module (spec 000 §4), besides a
 * push from the module before (modules/create-client-for-next-module):
 * - contact (1): the client is created (the form, or a spreadsheet import);
 * - measures (2): a measure saved final, or any measure edit;
 * - offers (3): only the push — saving an offer moves nobody (the spec says
 *   no more, and the measures' archive counts on it: a measure leaves it
 *   when its client is pushed on);
 * - agreements (4): an agreement is created (it signs the client's offer);
 * - production (5): only the push; its products enter production with the agreement.
 * After production a client arrives per project, by a row of the module:
 * a warehouse record, a transport, an installation, a service ticket, an
 * impression (timeline.ts reads them).
 */
export type ArrivalEvent =
  | { kind: 'clientCreated' }
  | { kind: 'measureSaved'; mode: SaveMode['mode']; measureStatusId: number }
  | { kind: 'agreementCreated' };

/**
 * Where a save brings its client: the module the event names, or null when
 * it names none (a measure created initial or on hold). A client never moves
 * back: given the client's module now, a target not beyond it is null too (an
 * edit of one project's measure leaves a client whose other project is in
 * production where it is).
 */
export function arrivalOf(event: ArrivalEvent, clientModuleId: number | null = null): ClientModuleId | null {
  const target = targetOf(event);
  return target !== null && (clientModuleId === null || movesForward(clientModuleId, target)) ? target : null;
}

function targetOf(event: ArrivalEvent): ClientModuleId | null {
  switch (event.kind) {
    case 'clientCreated':
      return CLIENT_MODULE.contact;
    case 'agreementCreated':
      return CLIENT_MODULE.agreements;
    case 'measureSaved':
      return event.mode === 'edit' || event.measureStatusId === MEASURE_STATUS.final ? CLIENT_MODULE.measures : null;
  }
}
