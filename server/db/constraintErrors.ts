/**
 * A unique constraint the pre-check could not see (two admins saving 'Prerje'
 * and 'prerje' at once: the index on the folded key, server/db/foldedTexts.ts).
 * Recognised on both databases so the loser gets the spec's duplicate message
 * rather than a 500.
 */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
