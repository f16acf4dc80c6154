import * as v from 'valibot';
import { MSG } from './messages.js';

const companyCode = v.optional(v.pipe(v.string(MSG.invalidValue), v.trim(), v.toLowerCase(), v.maxLength(50, MSG.tooLong)));
const rememberMe = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', 'on']), v.picklist([0, 1])], MSG.invalidValue),
    v.transform((x) => x === true || x === 'true' || x === '1' || x === 'on' || x === 1),
  ),
  false,
);

/** Spec 000 §5: username and password required. */
export const loginBody = v.object({
  username: v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.maxLength(50, MSG.tooLong)),
  password: v.pipe(v.string(MSG.required), v.nonEmpty(MSG.required), v.maxLength(200, MSG.tooLong)),
  rememberMe,
  companyCode,
});

export const emailField = v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required), v.email(MSG.invalidEmail), v.maxLength(255, MSG.tooLong));

export const forgotPasswordBody = v.object({ email: emailField, companyCode });

/** Password 8–50 characters (spec 000 §5), equal to its confirmation. */
export const passwordField = v.pipe(v.string(MSG.required), v.minLength(8, MSG.tooShort), v.maxLength(50, MSG.tooLong));

export const resetPasswordBody = v.pipe(
  v.object({
    token: v.pipe(v.string(MSG.resetInvalid), v.nonEmpty(MSG.resetInvalid), v.maxLength(200, MSG.resetInvalid)),
    email: emailField,
    password: passwordField,
    passwordConfirmation: v.pipe(v.string(MSG.required), v.minLength(8, MSG.tooShort), v.maxLength(50, MSG.tooLong)),
  }),
  v.forward(
    v.check((b) => b.password === b.passwordConfirmation, MSG.passwordsDiffer),
    ['passwordConfirmation'],
  ),
);

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_MINUTES = 15;
