import type { FastifyInstance } from 'fastify';
import { activationRefusal, datesRefusal, dragRefusal, shiftDates, type DatesAsked } from '../../../domain/production/dates.js';
import { PRODUCT_DATES, PRODUCT_PLANNING } from '../../../domain/production/endpoints.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { authOf, type Auth } from '../../http/access.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';
import { assertWrites } from '../agreement/access.js';
import { saveAgreementDates } from '../agreement/agreementDates.js';
import { assertFullPrivileges, makePassive } from './productActivity.js';
import { assertCapacity, assertMayPlan } from './productPlanning.js';

/** A product in production: the calendar and the date forms plan these, not passive or archived ones. */
async function productInProduction(w: Writer, id: string) {
  const product = await w.get('products', id);
  if (product.active !== 1 || product.doneStatus !== 0) throw refuse(PRODUCTION_MSG.notInProduction);
  return product;
}

/** The date forms' save (the status row modal, the products-with-prices modal): the spec's date rules, then capacity. */
async function saveDates(w: Writer, auth: Auth, productId: string, asked: DatesAsked) {
  await assertMayPlan(w, auth, productId);
  const product = await w.get('products', productId);
  const refusal = datesRefusal(asked, product, Date.parse(w.now));
  if (refusal) throw refuse(refusal.message, refusal.field);
  if (asked.start !== product.start || asked.end !== product.end) await assertCapacity(w, productId, asked);
  await w.update('products', productId, asked);
  return { data: true, message: PRODUCTION_MSG.dateEdited };
}

/**
 * Production's planning writes (spec 001 §7 Production, §5 "Dates"): the
 * date edit of the product modals, the calendar's drag, and passive → active.
 * Every date change is checked against the department's daily capacity.
 */
export async function planningRoutes(app: FastifyInstance): Promise<void> {
  serve(app, PRODUCT_DATES, 'production', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, (w) => saveDates(w, authOf(req), id, { start: body.start, end: body.end, calendarComment: body.calendarComment ?? null })),
  );

  // With agreementId (spec 000 §7) the agreement dates modal's save, the agreements module's; with productId production's.
  serve(app, PRODUCT_PLANNING.changeDates, ['production', 'agreements'], (req, reply, { body }) =>
    runWrite(req, reply, (w): Promise<{ data: boolean; message: string }> => {
      const auth = authOf(req);
      assertWrites(auth, body.agreementId !== undefined ? 'agreements' : 'production');
      if (body.agreementId !== undefined) return saveAgreementDates(w, body.agreementId, body);
      return saveDates(w, auth, body.productId!, { start: body.start, end: body.end, calendarComment: body.calendarComment ?? null });
    }),
  );

  // A drag moves both dates by whole days; a new start before yesterday is the past.
  serve(app, PRODUCT_PLANNING.moveOnCalendar, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      await assertMayPlan(w, authOf(req), body.productId);
      const product = await productInProduction(w, body.productId);
      if (product.start === null) throw refuse(PRODUCTION_MSG.fillDates, 'days');
      const moved = shiftDates({ start: product.start, end: product.end }, body.days);
      const refusal = dragRefusal(moved.start, Date.parse(w.now));
      if (refusal) throw refuse(refusal.message, refusal.field);
      await assertCapacity(w, product.id, moved);
      await w.update('products', product.id, moved);
      return { data: true, message: PRODUCTION_MSG.dateChanged };
    }),
  );

  // Active 1: a passive product back in production, with new dates or its own; active 0: made passive.
  serve(app, PRODUCT_PLANNING.changeDatesAndActive, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      const auth = authOf(req);
      if (body.active === 0) return makePassive(w, auth, body.productId);
      assertFullPrivileges(auth);
      const product = await w.get('products', body.productId);
      if (product.active !== 0 || product.doneStatus !== 0) throw refuse(PRODUCTION_MSG.notPassive);
      const refusal = activationRefusal(body);
      if (refusal) throw refuse(refusal.message, refusal.field);
      const dates = body.start === '' ? { start: product.start, end: product.end } : { start: body.start, end: body.end };
      if (dates.start !== null) await assertCapacity(w, product.id, { start: dates.start, end: dates.end });
      await w.update('products', product.id, { ...dates, active: 1 });
      return { data: true, message: PRODUCTION_MSG.madeActive };
    }),
  );
}
