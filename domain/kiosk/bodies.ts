import * as v from 'valibot';
import { MSG } from '../messages.js';
import { idField, intFrom, requiredText } from '../validation.js';
import { KIOSK_MSG } from './messages.js';

/**
 * 4–8 digits (issue 10's range): short enough to type with gloves, long enough
 * to choose. Six or more are recommended where a PIN is set (issue 35): a
 * verifier copied off a stolen kiosk is guessed 100 times slower.
 */
export const PIN_DIGITS = { min: 4, max: 8, recommended: 6 } as const;
export const pinText = v.pipe(v.string(KIOSK_MSG.pinFormat), v.regex(new RegExp(`^\\d{${PIN_DIGITS.min},${PIN_DIGITS.max}}$`), KIOSK_MSG.pinFormat));

/** Idle minutes before a kiosk hands back to its worker list (default 2). */
export const IDLE_MINUTES = { default: 2, min: 1, max: 60 } as const;

/** POST kiosks: this device becomes a kiosk for these departments. */
export const enrolBody = v.object({
  name: requiredText(KIOSK_MSG.nameNeeded, 100),
  departmentIds: v.pipe(v.array(idField(), KIOSK_MSG.departmentsNeeded), v.minLength(1, KIOSK_MSG.departmentsNeeded), v.maxLength(50, MSG.invalidValue)),
  idleMinutes: v.optional(v.pipe(intFrom(), v.minValue(IDLE_MINUTES.min, MSG.invalidValue), v.maxValue(IDLE_MINUTES.max, MSG.invalidValue)), IDLE_MINUTES.default),
});

/** POST kiosk/switch: a worker of the kiosk's departments takes it over with their PIN. */
export const switchBody = v.object({ userId: idField(KIOSK_MSG.notKioskWorker), pin: pinText });

/** POST kiosk/switch/end: the worker is done; their turn ends. */
export const switchEndBody = v.object({ switchId: idField() });

/** POST kiosk/pin: a user sets their own PIN, proving who they are with their password. */
export const ownPinBody = v.object({ password: v.pipe(v.string(MSG.fillFieldSq), v.nonEmpty(MSG.fillFieldSq)), pin: pinText });

/** POST kiosk/worker-pin: an admin sets a worker's PIN. */
export const userPinBody = v.object({ userId: idField(), pin: pinText });
