import type { EntityName, RowOf } from '../../domain/entities.js';
import type { ZanatiDb } from './db';
import { HeldFromMirror } from './heldFromMirror';
import type { MirrorChange } from './mirrorFollower';
import { tableOf } from './tables';

/**
 * Every row of one mirrored table, held in memory by id and kept current: the
 * first read takes them all, after that a change reads again only the rows it
 * names. For a screen that filters thousands of rows as the user clicks (the
 * contact list); a row that did not change keeps its object.
 */
export class HeldRows<E extends EntityName> extends HeldFromMirror<ReadonlyMap<string, RowOf<E>>> {
  constructor(
    private readonly db: ZanatiDb,
    private readonly entity: E,
    label: string,
  ) {
    super();
    this.follow(db, { lookups: [], keyed: [entity] }, this.refresh, label);
  }

  private readonly refresh = async (change: MirrorChange<E>): Promise<void> => {
    const table = tableOf(this.db, this.entity);
    const held = this.getSnapshot();
    if (change.all || !held) {
      const all = await table.toArray();
      // Every row has its id; TypeScript cannot see it through a generic entity's row type.
      this.publish(new Map(all.map((row) => [(row as { id: string }).id, row])));
      return;
    }
    const ids = [...(change.keys.get(this.entity) ?? [])];
    if (ids.length === 0) return;
    const read = await table.bulkGet(ids);
    const next = new Map(held);
    ids.forEach((id, i) => {
      const row = read[i];
      if (row === undefined) next.delete(id);
      else next.set(id, row);
    });
    this.publish(next);
  };
}
