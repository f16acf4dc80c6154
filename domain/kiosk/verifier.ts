/**
 * The per-worker PIN verifier a kiosk holds to check a PIN without the
 * network: argon2id over the PIN with the worker's own random salt. Memory-hard
 * so that a verifier taken off a stolen kiosk costs megabytes and passes per
 * guess, not a table lookup; never the PIN itself. The server computes it when
 * the PIN is set and the device when a worker types one, with the same library
 * and these parameters (BENCHMARKS.md records what a check costs on a tablet).
 *
 * Costs are numbered: a verifier says which one made it, and the server makes
 * it again at the current cost the next time it checks that PIN itself (it
 * holds the PIN only then). Cost 1 was OWASP's minimum; cost 2 is as far as a
 * switch stays under two seconds on the tablet profile (issue 35).
 */
export const VERIFIER_COSTS = {
  1: { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 },
  2: { memorySize: 47_104, iterations: 2, parallelism: 1, hashLength: 32 },
} as const;

export type VerifierCost = keyof typeof VERIFIER_COSTS;
export const CURRENT_VERIFIER_COST: VerifierCost = 2;
export const VERIFIER_PARAMS = VERIFIER_COSTS[CURRENT_VERIFIER_COST];

export const isVerifierCost = (n: number): n is VerifierCost => n in VERIFIER_COSTS;

/** The verifier of a PIN under a salt (base64), as base64. hash-wasm is loaded on first use: the kiosk's chunk only. */
export async function pinVerifier(pin: string, salt: string, cost: VerifierCost = CURRENT_VERIFIER_COST): Promise<string> {
  const { argon2id } = await import('hash-wasm');
  const hash = await argon2id({ ...VERIFIER_COSTS[cost], password: pin, salt: fromBase64(salt), outputType: 'binary' });
  return toBase64(hash);
}

/** Compares two verifiers without stopping at the first difference. */
export function sameVerifier(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function fromBase64(text: string): Uint8Array {
  const bytes = atob(text);
  return Uint8Array.from(bytes, (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}
