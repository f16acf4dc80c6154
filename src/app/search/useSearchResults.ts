import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import type { PermissionMap } from '../../../domain/permissions.js';
import { searchKindsFor } from '../../../domain/search/searchTargets.js';
import { useLocalDb } from '../../local';
import { findHits, type SearchGroup } from './findHits';
import { searchIndexOf, type SearchIndex, type SearchRows } from './searchIndex';

const noSubscription = () => () => {};
const nothingHeld = (): undefined => undefined;

export interface SearchResults {
  /** The mirror's rows, once read; undefined while the first read runs (or before the search was first used). */
  rows: SearchRows | undefined;
  /** What the text shown finds: null when it is blank. */
  groups: SearchGroup[] | null;
  /** The text `groups` answer: it trails the typed text while a newer keystroke is being answered. */
  answered: string;
  /** Starts holding the mirror's rows (the field took the focus): the first search reads them. */
  start: () => void;
}

/**
 * The results for the text typed, from the rows held in memory. Typing stays
 * responsive whatever the search costs: the answer is computed for a deferred
 * copy of the text, and React drops an answer a newer keystroke made stale.
 */
export function useSearchResults(permissions: PermissionMap, typed: string): SearchResults {
  const db = useLocalDb();
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const rows = useSyncExternalStore(index?.subscribe ?? noSubscription, index?.getSnapshot ?? nothingHeld);
  const kinds = useMemo(() => searchKindsFor(permissions), [permissions]);
  const answered = useDeferredValue(typed);
  const groups = useMemo(() => (rows ? findHits(rows, kinds, answered) : null), [rows, kinds, answered]);
  return { rows, groups, answered, start: () => setIndex(searchIndexOf(db)) };
}
