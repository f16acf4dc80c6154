import { earliestMeasureDate } from '../contact/projectRules.js';
import { debtLeft, prepaidHeld } from '../offer/pricing.js';
import { AGREEMENT_MSG } from './messages.js';
import { AGREEMENT_STATUS, type AgreementStatusId } from './statuses.js';

/**
 * Agreement's rules (spec 000 §4, §5 "Agreement"), pure: the form checks them
 * before queueing, the server again before writing. The field rules (prepaid
 * ≥ 0, start required, end not before start) run inside the save's schema
 * (bodies.ts); the rules that need stored state or today take them as
 * parameters.
 */

export interface AgreementRefusal {
  message: string;
  field: string;
}

/** A start needs a date and an end, when given, is not before it (§5). */
export function datesOrderRefusal(d: { start: string | null; end: string | null }): AgreementRefusal | null {
  if (d.start === null) return { message: AGREEMENT_MSG.fillStart, field: 'start' };
  if (d.end !== null && d.end < d.start) return { message: AGREEMENT_MSG.endBeforeStart, field: 'end' };
  return null;
}

/**
 * The start is not in the past (§5), with the one-day allowance of the
 * contact's measure date (domain/contact/projectRules.ts earliestMeasureDate:
 * not before yesterday). A start the agreement already had may stay, so an
 * agreement signed last month can still be edited. `today` is YYYY-MM-DD.
 */
export function startInPastRefusal(start: string, today: string, stored: string | null = null): AgreementRefusal | null {
  return start !== stored && start < earliestMeasureDate(today) ? { message: AGREEMENT_MSG.startInPast, field: 'start' } : null;
}

/** Every date rule of a save or of the dates modal, in the order the form shows them. */
export function datesRefusal(d: { start: string | null; end: string | null }, today: string, storedStart: string | null = null): AgreementRefusal | null {
  return datesOrderRefusal(d) ?? startInPastRefusal(d.start!, today, storedStart);
}

/**
 * The status a save leaves (§4): canceled when the form says so (status 5 or
 * its isCanceled flag); a stored cancel that the form cleared goes back to 1,
 * waiting for production; anything else keeps what production set (2–4), and
 * a new agreement waits for production. The form never sets 2–4 itself.
 */
export function nextAgreementStatus(asked: { agreementStatusId: number | null; isCanceled: number }, stored: number | null): AgreementStatusId {
  if (asked.agreementStatusId === AGREEMENT_STATUS.canceled || asked.isCanceled === 1) return AGREEMENT_STATUS.canceled;
  if (stored === null || stored === AGREEMENT_STATUS.canceled) return AGREEMENT_STATUS.waiting;
  return stored as AgreementStatusId;
}

/** Saving canceled needs a cancellation file (§4, §5): one sent with the save, or one the agreement already has. */
export function cancelRefusal(status: number, hasCancelFile: boolean): AgreementRefusal | null {
  return status === AGREEMENT_STATUS.canceled && !hasCancelFile ? { message: AGREEMENT_MSG.cancelFileNeeded, field: 'cancelation' } : null;
}

/**
 * The money of an agreement (§5): its total is its offer's discounted total
 * (read on the server, never taken from the form), the remaining debt that
 * total less the prepaid, rounded up to the cent (domain/offer/pricing.ts).
 */
export const agreementMoney = (offerDiscountTotal: number, prepaid: number) => ({ total: offerDiscountTotal, prepaid: prepaidHeld(prepaid), totalDebtLeft: debtLeft(offerDiscountTotal, prepaid) });
