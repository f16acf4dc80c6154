import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import type { DeleteRule } from '../../write/deletions.js';

/**
 * DELETE transport/{id}: its recorded equipment goes with it. A transport an
 * installation was made of stays ('Ky transport ka instalim, nuk mund te
 * fshihet!'): the installation would lose its transport, and with it the
 * delivery its record completes (domain/journey/workStatus.ts). Its deposit
 * may still be edited: the office corrects the paperwork, not the journey.
 */
export const TRANSPORT_DELETION: DeleteRule = {
  table: 'transports',
  calls: [TRANSPORT_ENDPOINTS.remove],
  refusedWhileUsedBy: [['installations', 'transportId']],
  deletedWith: [['transportEquipment', 'transportId']],
  detachedFrom: [],
};

export const TRANSPORT_DELETE_RULES: readonly DeleteRule[] = [TRANSPORT_DELETION];
