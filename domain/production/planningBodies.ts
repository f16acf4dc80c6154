import * as v from 'valibot';
import { MSG } from '../messages.js';
import { idField, intFrom, isoDate, optionalText } from '../validation.js';

/** A drag moves a product by at most ten years either way (a longer one is a slip of the mouse). */
export const MAX_DRAG_DAYS = 3650;

const optionalDay = v.optional(v.union([v.literal(''), isoDate()], MSG.invalidDate), '');

/** POST admin/products/change-date-on-calendar (spec 001 §7): both dates move by `days`. */
export const calendarMoveBody = v.object({
  productId: idField(),
  days: v.pipe(intFrom(), v.minValue(-MAX_DRAG_DAYS, MSG.invalidValue), v.maxValue(MAX_DRAG_DAYS, MSG.invalidValue)),
});

/**
 * POST admin/products/change-start-end-date (spec 001 §7: productId, start,
 * end): the products-with-prices info modal's edit. The spec's rule that any
 * date change needs a comment (§5) holds here too, so the form sends one.
 * Spec 000 §7: the agreement dates modal uses the same call with agreementId
 * instead (the agreement's dates and its products'; server/routes/agreement/
 * agreementDates.ts): exactly one of the two is sent.
 */
export const startEndBody = v.pipe(
  v.object({
    productId: v.optional(idField()),
    agreementId: v.optional(idField()),
    start: optionalDay,
    end: optionalDay,
    calendarComment: optionalText(1000),
  }),
  v.forward(
    v.check((b) => (b.productId === undefined) !== (b.agreementId === undefined), MSG.fieldNeeded),
    ['productId'],
  ),
);

/**
 * POST admin/products/change-start-end-date-and-active (spec 001 §7:
 * productId, active, start, end): a passive product made active again, with
 * new dates or its own (§5 "Passive to active"); active 0 makes it passive.
 */
export const activationBody = v.object({
  productId: idField(),
  active: v.pipe(intFrom(), v.picklist([0, 1], MSG.invalidValue)),
  start: optionalDay,
  end: optionalDay,
});
