import { PRODUCT_PLANNING } from '../../../../domain/production/endpoints.js';
import { callOf } from '../../../local';
import type { DatesCommand } from '../product/useProductDates';
import { productDatesCommand } from '../product/productDatesCommand';

/**
 * POST admin/products/change-start-end-date (spec 001 §7): the info modal's
 * date edit. The same change, shown at once, as the status row modal's, sent
 * through the call the spec names for this screen.
 */
export const changeDatesCommand: DatesCommand = (productId, name, asked) => ({
  ...productDatesCommand(productId, name, asked),
  ...callOf(PRODUCT_PLANNING.changeDates, {}, { productId, ...asked }),
});
