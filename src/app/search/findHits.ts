import { searchQueryOf, topMatches } from '../../../domain/search/searchMatch.js';
import { SEARCH_PER_KIND, type SearchKind } from '../../../domain/search/searchTargets.js';
import type { EntryOf } from './searchEntries';
import type { SearchRows } from './searchIndex';

/** One kind's results: the best few, and how many rows answer in all. */
export type GroupOf<K extends SearchKind> = { readonly kind: K; readonly total: number; readonly entries: readonly EntryOf[K][] };
export type SearchGroup = { [K in SearchKind]: GroupOf<K> }[SearchKind];
/** One result: a kind and its entry, kept together so a switch on `kind` knows the entry. */
export type SearchHit = { [K in SearchKind]: { readonly kind: K; readonly entry: EntryOf[K] } }[SearchKind];

function groupOf<K extends SearchKind>(kind: K, rows: ReadonlyMap<string, EntryOf[K]>, query: NonNullable<ReturnType<typeof searchQueryOf>>): GroupOf<K> {
  const { found, total } = topMatches(rows.values(), (entry) => entry.target, query, SEARCH_PER_KIND);
  return { kind, total, entries: found };
}

/**
 * One transport per code: the transports of one delivery share their code,
 * and the code opens them together (the transport form of that code), so the
 * search shows it once. Kept for the map it was made from.
 */
const byCode = new WeakMap<ReadonlyMap<string, EntryOf['transports']>, ReadonlyMap<string, EntryOf['transports']>>();
function oneTransportPerCode(transports: ReadonlyMap<string, EntryOf['transports']>): ReadonlyMap<string, EntryOf['transports']> {
  let distinct = byCode.get(transports);
  if (!distinct) {
    const seen = new Map<string, EntryOf['transports']>();
    for (const entry of transports.values()) if (entry.code === '' || !seen.has(entry.code)) seen.set(entry.code || entry.id, entry);
    distinct = seen;
    byCode.set(transports, distinct);
  }
  return distinct;
}

/**
 * What the search shows for the text typed: the kinds given (those the user
 * may read), in their order, each with its best rows; kinds nothing answers
 * are left out. Null when nothing was typed.
 */
export function findHits(rows: SearchRows, kinds: readonly SearchKind[], typed: string): SearchGroup[] | null {
  const query = searchQueryOf(typed);
  if (query === null) return null;
  const groups: SearchGroup[] = [];
  for (const kind of kinds) {
    const group = (kind === 'transports' ? groupOf(kind, oneTransportPerCode(rows.transports), query) : groupOf(kind, rows[kind], query)) as SearchGroup;
    if (group.total > 0) groups.push(group);
  }
  return groups;
}

/** The groups' results in the order they are shown: what the arrow keys walk through. */
export const hitsOf = (groups: readonly SearchGroup[]): SearchHit[] =>
  groups.flatMap((group) => (group.entries as readonly EntryOf[SearchKind][]).map((entry) => ({ kind: group.kind, entry }) as SearchHit));
