import type { RowOf } from '../../../domain/entities.js';
import { SEARCH_KINDS, type SearchKind } from '../../../domain/search/searchTargets.js';
import type { ZanatiDb } from '../../local';
import { HeldFromMirror } from '../../local/heldFromMirror';
import type { MirrorChange } from '../../local/mirrorFollower';
import { tableOf } from '../../local/tables';
import { ENTRY_OF, type EntryOf } from './searchEntries';

/** Every searchable row of the mirror, by kind and id. A kind no change touched keeps its map. */
export type SearchRows = { readonly [K in SearchKind]: ReadonlyMap<string, EntryOf[K]> };

/**
 * The header search's rows, held in memory and kept current (docs/MODULES.md
 * "Large reads from the mirror"). Reading the four tables from IndexedDB per
 * keystroke would cost more than the 50 ms a keystroke may take on the large
 * set, and there is no index that finds a text inside a name; so the first
 * search reads them once, and after that a change re-reads only the rows it
 * names.
 */
export class SearchIndex extends HeldFromMirror<SearchRows> {
  constructor(private readonly db: ZanatiDb) {
    super();
    this.follow(db, { lookups: [], keyed: SEARCH_KINDS }, this.refresh, 'search');
  }

  private readonly refresh = async (change: MirrorChange<SearchKind>): Promise<void> => {
    const held = this.getSnapshot();
    if (change.all || !held) {
      const readAll = async <K extends SearchKind>(kind: K) => entriesOf(kind, await tableOf(this.db, kind).toArray());
      // One read transaction: the four tables as of one moment.
      const [clients, projects, offers, transports] = await this.db.transaction('r', SEARCH_KINDS.map((kind) => tableOf(this.db, kind)), () =>
        Promise.all([readAll('clients'), readAll('projects'), readAll('offers'), readAll('transports')]),
      );
      this.publish({ clients, projects, offers, transports });
      return;
    }
    const { keys } = change;
    this.publish({
      clients: await this.reread('clients', held.clients, keys.get('clients')),
      projects: await this.reread('projects', held.projects, keys.get('projects')),
      offers: await this.reread('offers', held.offers, keys.get('offers')),
      transports: await this.reread('transports', held.transports, keys.get('transports')),
    });
  };

  /** A kind's rows with the changed ones read again; the same map when none of them changed. */
  private async reread<K extends SearchKind>(kind: K, held: ReadonlyMap<string, EntryOf[K]>, changed: ReadonlySet<string> | undefined): Promise<ReadonlyMap<string, EntryOf[K]>> {
    if (!changed || changed.size === 0) return held;
    const ids = [...changed];
    const read = await tableOf(this.db, kind).bulkGet(ids);
    const next = new Map(held);
    ids.forEach((id, i) => {
      const row = read[i];
      if (row === undefined) next.delete(id);
      else next.set(id, ENTRY_OF[kind](row));
    });
    return next;
  }
}

function entriesOf<K extends SearchKind>(kind: K, rows: readonly RowOf<K>[]): ReadonlyMap<string, EntryOf[K]> {
  return new Map(rows.map((row) => {
    const entry = ENTRY_OF[kind](row);
    return [entry.id, entry];
  }));
}

let current: { db: ZanatiDb; index: SearchIndex } | null = null;

/**
 * The device's one search index, made when the search is first opened (not at
 * start: a user who never searches never pays the read) and kept while the
 * app runs with this database.
 */
export function searchIndexOf(db: ZanatiDb): SearchIndex {
  if (current?.db === db) return current.index;
  current?.index.close();
  current = { db, index: new SearchIndex(db) };
  return current.index;
}
