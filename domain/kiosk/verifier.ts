/**
 * The per-worker PIN verifier a kiosk holds to check a PIN without the
 * network: argon2id over the PIN with the worker's own random salt. Memory-hard
 * so that a verifier taken off a stolen kiosk costs 19 MiB and two passes per
 * guess, not a table lookup; never the PIN itself. The server computes it when
 * the PIN is set and the device when a worker types one, with the same library
 * and these parameters (BENCHMARKS.md records what a check costs).
 */
export const VERIFIER_PARAMS = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

/** The verifier of a PIN under a salt (base64), as base64. hash-wasm is loaded on first use: the kiosk's chunk only. */
export async function pinVerifier(pin: string, salt: string): Promise<string> {
  const { argon2id } = await import('hash-wasm');
  const hash = await argon2id({ ...VERIFIER_PARAMS, password: pin, salt: fromBase64(salt), outputType: 'binary' });
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
