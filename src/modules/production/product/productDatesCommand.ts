import type { DatesAsked } from '../../../../domain/production/dates.js';
import { PRODUCT_DATES } from '../../../../domain/production/endpoints.js';
import { callOf, type Command } from '../../../local';

/** POST products/{id}/dates: the product's start, end and the comment on the change, shown at once. */
export function productDatesCommand(productId: string, name: string, asked: DatesAsked): Command {
  return {
    label: { action: 'update', entity: 'products', name },
    ...callOf(PRODUCT_DATES, { id: productId }, asked),
    entity: 'products',
    entityId: productId,
    apply: async (db) => {
      await db.products.update(productId, { ...asked, updatedAt: new Date().toISOString() });
    },
  };
}
