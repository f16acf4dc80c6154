import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's parameters (m = 19 MiB, t = 2, p = 1).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verified against when the username is unknown, so both paths cost the same time. */
export const DUMMY_HASH = await hashPassword('zanati-timing-equaliser');
