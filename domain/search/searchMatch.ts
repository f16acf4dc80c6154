import { foldPersonName } from '../contact/clientRules.js';
import { digitsOf, NUMBER_LIKE } from '../contact/clientSearch.js';

/**
 * A row as the header's search looks at it, folded once when the row is read
 * (folding 5,000 clients' names takes ~20 ms; a keystroke must not pay it):
 * - `texts`: names and codes folded like foldPersonName (case, accents and
 *   spacing aside: 'celaj' finds 'Çelaj');
 * - `phones`: phone numbers as digits, found by the digits typed with the
 *   trunk's leading zeros dropped ('044 123' finds '+383 44 123 456');
 * - `numbers`: other numbers as digits, found by the digits typed as they are;
 * - `sortKey`: the order of rows that match equally well.
 * These are clientMatches' rules (domain/contact/clientSearch.ts), which
 * tests/unit/app/searchMatch.test.ts holds equal for clients.
 */
export interface SearchTarget {
  readonly texts: readonly string[];
  readonly phones: readonly string[];
  readonly numbers: readonly string[];
  readonly sortKey: string;
}

/** What was typed, prepared once per keystroke. */
export interface SearchQuery {
  /** Folded like the targets' texts. */
  readonly text: string;
  /** Typed as a number: its digits, and without the trunk's leading zeros; null otherwise. */
  readonly digits: { readonly all: string; readonly dialled: string } | null;
}

/** The folded form targets and queries compare in. */
export const foldForSearch = (text: string): string => foldPersonName(text).trim();

/** The query for what was typed; null when there is nothing to look for (blank). */
export function searchQueryOf(typed: string): SearchQuery | null {
  const text = foldForSearch(typed);
  if (text === '') return null;
  const all = NUMBER_LIKE.test(typed) ? digitsOf(typed) : '';
  return { text, digits: all === '' ? null : { all, dialled: all.replace(/^0+/, '') } };
}

/**
 * How well a target answers a query, best first: 0 a text starts with it,
 * 1 a word inside a text starts with it, 2 a text holds it elsewhere, 3 a
 * number holds its digits; null when it does not answer.
 */
export function matchRank(target: SearchTarget, query: SearchQuery): number | null {
  let best: number | null = null;
  for (const text of target.texts) {
    if (text.startsWith(query.text)) return 0;
    if (best !== 1 && text.includes(query.text)) best = text.includes(` ${query.text}`) ? 1 : 2;
  }
  if (best !== null || query.digits === null) return best;
  const { all, dialled } = query.digits;
  if (dialled !== '' && target.phones.some((phone) => phone.includes(dialled))) return 3;
  return target.numbers.some((number) => number.includes(all)) ? 3 : null;
}

/** The best `limit` of the rows that answer, and how many answer in all. */
export interface TopMatches<T> {
  readonly found: readonly T[];
  readonly total: number;
}

/**
 * The rows that answer a query, the best `limit` of them in order (rank, then
 * sortKey). One pass that keeps only the best few: typing 'a' matches every
 * client, and sorting 5,000 rows per keystroke to show 8 would be the slow part.
 */
export function topMatches<T>(rows: Iterable<T>, targetOf: (row: T) => SearchTarget, query: SearchQuery, limit: number): TopMatches<T> {
  const best: { row: T; rank: number; key: string }[] = [];
  let total = 0;
  for (const row of rows) {
    const target = targetOf(row);
    const rank = matchRank(target, query);
    if (rank === null) continue;
    total++;
    const key = target.sortKey;
    const last = best[best.length - 1];
    if (best.length === limit && last && (last.rank < rank || (last.rank === rank && last.key <= key))) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]!.rank > rank || (best[at - 1]!.rank === rank && best[at - 1]!.key > key))) at--;
    best.splice(at, 0, { row, rank, key });
    if (best.length > limit) best.pop();
  }
  return { found: best.map((b) => b.row), total };
}
