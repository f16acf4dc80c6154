import { normalizeText } from '../text/normalizeText.js';
import { foldUsername } from './usernames.js';

/**
 * Unique texts (lookup names, article codes, questions, usernames) are held
 * once per company whatever their case and spelling: 'Prerje' and 'prerje' are
 * one process, 'Café' typed composed or decomposed one supplier, and a name
 * with a zero-width space one with the name without it. The key compared is
 * this fold of the text, computed in code — never SQL lower(), which on SQLite
 * folds only ASCII ('Çelik' and 'çelik' would both get in). The server stores
 * it beside each text and holds it unique (server/db/foldedTexts.ts); the PWA
 * folds the same way for its early word (nameTaken).
 *
 * Case is folded fully, not by toLowerCase alone: upper case first maps 'ß'
 * to 'SS', 'ſ' to 'S' and 'ﬁ' to 'FI', so 'Straße' and 'STRASSE', or a final
 * and a medial sigma, fold alike; lower case after it merges capitals that
 * share a small letter (the Kelvin sign and 'K'). No language's special rules
 * (Turkish dotless i) apply: Albanian has none. The result is composed again,
 * since changing case may decompose a letter that has no precomposed capital
 * ('ǰ' → 'J' + U+030C).
 */
export function foldName(text: string): string {
  return normalizeText(text).toUpperCase().toLowerCase().normalize('NFC');
}

/** The fold a table's unique text is held once by: usernames by their look-alike key (domain/admin/usernames.ts), every other text by foldName. */
export function foldUniqueText(table: string, text: string): string {
  return table === 'users' ? foldUsername(text) : foldName(text);
}

/** Whether two texts name the same thing (see foldName). */
export function sameName(a: string, b: string): boolean {
  return foldName(a) === foldName(b);
}

/** Whether a row other than `exceptId` already holds `text` (see foldName; a username: foldUsername): the form's early word on the server's duplicate check. */
export function nameTaken<R extends { id: string }>(rows: readonly R[], textOf: (row: R) => string, text: string, exceptId?: string | null, fold: (text: string) => string = foldName): boolean {
  const key = fold(text);
  return rows.some((r) => r.id !== exceptId && fold(textOf(r)) === key);
}

const collator = new Intl.Collator('sq', { sensitivity: 'base', numeric: true });

/** The order lookup lists are shown in: alphabetical, Albanian letters in their place. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}
