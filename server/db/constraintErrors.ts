/**
 * A unique constraint the pre-check could not see, recognised on both
 * databases so the loser of a race gets the spec's message rather than a 500:
 * - 'id': two creates of one device racing with the same id under different
 *   Idempotency-Keys (the primary key; server/write/runWrite.ts answers it);
 * - 'text': two admins saving 'Prerje' and 'prerje' at once (the index on the
 *   folded key, server/db/foldedTexts.ts; each list answers its duplicate).
 */
export function uniqueViolationOf(err: unknown): 'id' | 'text' | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, message, detail } = err as { code?: unknown; message?: unknown; detail?: unknown };
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'id';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE') return typeof message === 'string' && /\.id$/.test(message) ? 'id' : 'text';
  if (code === '23505') return typeof detail === 'string' && detail.startsWith('Key (id)=') ? 'id' : 'text';
  return undefined;
}

export const isUniqueViolation = (err: unknown): boolean => uniqueViolationOf(err) === 'text';

/**
 * PostgreSQL gave up a transaction to let another through (a deadlock, or a
 * serialization failure): nothing of it committed, and the same request may
 * simply be sent again — "not now", never the caller's fault.
 */
export function isTransientConflict(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return code === '40P01' || code === '40001';
}
