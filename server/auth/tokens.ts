import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token or reset token handed to a client. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked database yields no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;
export const RESET_MINUTES = 30;
