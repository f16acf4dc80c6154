/**
 * Lookup names are unique per company whatever their case ('Prerje' and
 * 'prerje' are one process). Compared in code rather than with SQL lower(),
 * which on SQLite folds only ASCII and would let 'Çelik' and 'çelik' both in.
 */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('sq') === b.trim().toLocaleLowerCase('sq');
}

const collator = new Intl.Collator('sq', { sensitivity: 'base', numeric: true });

/** The order lookup lists are shown in: alphabetical, Albanian letters in their place. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
