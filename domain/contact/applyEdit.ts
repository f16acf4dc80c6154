/**
 * A row after an edit that sends only what it changes: a sent value replaces
 * the stored one (null clears it), a value left out (undefined) stays. An
 * edit queued offline and replayed later so changes only what the user did.
 */
export function applyEdit<T extends object>(stored: T, edit: Partial<T>): T {
  const next = { ...stored };
  for (const key of Object.keys(stored) as (keyof T)[]) {
    const value = edit[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}
