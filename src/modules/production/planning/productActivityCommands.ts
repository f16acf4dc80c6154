import { PRODUCT_PLANNING, PRODUCTION_FLOOR } from '../../../../domain/production/endpoints.js';
import { callOf, type Command } from '../../../local';

/** { productId, active: 0 } on the status call (spec 001 §7 "to deactivate"): the product leaves the board and the calendar at once. */
export function passiveCommand(productId: string, name: string): Command {
  return {
    label: { action: 'update', entity: 'products', name },
    ...callOf(PRODUCTION_FLOOR.saveStatus, {}, { productId, active: 0 }),
    entity: 'products',
    entityId: productId,
    apply: async (db) => {
      await db.products.update(productId, { active: 0, updatedAt: new Date().toISOString() });
    },
  };
}

/** POST admin/products/change-start-end-date-and-active: back in production, with new dates or its own. */
export function activeCommand(productId: string, name: string, dates: { start: string; end: string }): Command {
  return {
    label: { action: 'update', entity: 'products', name },
    ...callOf(PRODUCT_PLANNING.changeDatesAndActive, {}, { productId, active: 1, ...dates }),
    entity: 'products',
    entityId: productId,
    apply: async (db) => {
      await db.products.update(productId, { active: 1, ...(dates.start === '' ? {} : dates), updatedAt: new Date().toISOString() });
    },
  };
}
