/**
 * Lookup names are unique per company whatever their case ('Prerje' and
 * 'prerje' are one process). Folded in code rather than with SQL lower(),
 * which on SQLite folds only ASCII and would let 'Çelik' and 'çelik' both in;
 * the server stores this fold beside each name and holds it unique.
 */
export function foldName(text: string): string {
  return text.trim().toLocaleLowerCase('sq');
}

/** Whether two texts name the same thing (see foldName). */
export function sameName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}

/** Whether a row other than `exceptId` already holds `text` (see foldName): the form's early word on the server's duplicate check. */
export function nameTaken<R extends { id: string }>(rows: readonly R[], textOf: (row: R) => string, text: string, exceptId?: string | null): boolean {
  const key = foldName(text);
  return rows.some((r) => r.id !== exceptId && foldName(textOf(r)) === key);
}

const collator = new Intl.Collator('sq', { sensitivity: 'base', numeric: true });

/** The order lookup lists are shown in: alphabetical, Albanian letters in their place. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
