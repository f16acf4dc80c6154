import { PRODUCT_PLANNING } from '../../../../domain/production/endpoints.js';
import { callOf, type Command } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';

/**
 * The agreement dates modal's save (spec 000 §7: POST
 * admin/products/change-start-end-date with agreementId, start, end): the
 * agreement moves on the calendar at once; its products still in production
 * take the same dates on the server (server/routes/agreement/agreementDates.ts)
 * and reach the device with the next pull. `name` is the agreement as the
 * calendar titles it.
 */
export function agreementDatesCommand(agreementId: string, name: string, dates: { start: string; end: string | null }): Command {
  return {
    label: entryLabel('update', 'agreements', name),
    ...callOf(PRODUCT_PLANNING.changeDates, {}, { agreementId, start: dates.start, end: dates.end ?? '' }),
    entity: 'agreements',
    entityId: agreementId,
    apply: async (db) => {
      await db.agreements.update(agreementId, { start: dates.start, end: dates.end, firstUpdate: 1, updatedAt: new Date().toISOString() });
    },
  };
}
