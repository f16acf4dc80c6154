import { shiftDates } from '../../../../domain/production/dates.js';
import { PRODUCT_PLANNING } from '../../../../domain/production/endpoints.js';
import { callOf, type Command } from '../../../local';

/** POST admin/products/change-date-on-calendar: both dates move by `days`, shown at once (from the row as it stands, so drags queued offline add up as on the server). */
export function calendarMoveCommand(productId: string, days: number, name: string): Command {
  return {
    label: { action: 'update', entity: 'products', name },
    ...callOf(PRODUCT_PLANNING.moveOnCalendar, {}, { productId, days }),
    entity: 'products',
    entityId: productId,
    apply: async (db) => {
      const row = await db.products.get(productId);
      if (typeof row?.start !== 'string') return;
      const end = typeof row.end === 'string' ? row.end : null;
      await db.products.update(productId, { ...shiftDates({ start: row.start, end }, days), updatedAt: new Date().toISOString() });
    },
  };
}
