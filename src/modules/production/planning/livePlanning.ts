import type { PlanningSources } from '../../../../domain/production/planningSources.js';
import type { ZanatiDb } from '../../../local';
import { HeldFromMirror } from '../../../local/heldFromMirror';
import type { MirrorChange } from '../../../local/mirrorFollower';
import { readPlanningSources } from '../../../app/planning/readPlanningSources';

/** The performance measure of reading every product in production from the mirror (the client benchmark reads it). */
export const PLANNING_READ_MEASURE = 'zanati:planning-read';

/** Lookup tables read whole: a change to one reads everything again (an admin's edit, rare). */
const LOOKUPS = ['articles', 'responsibilities', 'users', 'materials'] as const;
/** Tables whose changed rows name what to read again. */
const KEYED = ['products', 'processStatuses', 'clients', 'projects'] as const;
type Keyed = (typeof KEYED)[number];

/** The sources with the products `changed` replaced by what `part` read of them (gone when it read none). */
function merge(base: PlanningSources, part: PlanningSources, changed: ReadonlySet<string>): PlanningSources {
  return {
    ...part,
    products: [...base.products.filter((p) => !changed.has(p.id)), ...part.products],
    processes: [...base.processes.filter((s) => !changed.has(s.productId)), ...part.processes],
    clients: new Map([...base.clients, ...part.clients]),
    projects: new Map([...base.projects, ...part.projects]),
  };
}

/**
 * Every product in production with its process statuses, held in memory and
 * kept current from the mirror, for the screens that plan them (calendar,
 * production table). The first read takes them all (seconds for 2,000
 * products on a tablet); after that a pulled or queued change reads again
 * only the products, clients and projects it touched, so opening the
 * calendar again, paging its months or changing its department draws from
 * memory.
 */
export class LivePlanning extends HeldFromMirror<PlanningSources> {
  private owners = new Map<string, string>();

  constructor(private readonly db: ZanatiDb) {
    super();
    this.follow(db, { lookups: LOOKUPS, keyed: KEYED }, this.refresh, 'planning');
  }

  private readonly refresh = async (change: MirrorChange<Keyed>): Promise<void> => {
    const held = this.getSnapshot();
    let next: PlanningSources;
    if (change.all || !held) {
      const start = performance.now();
      next = await readPlanningSources(this.db, { products: 'live' });
      performance.measure(PLANNING_READ_MEASURE, { start });
    } else {
      next = await this.update(held, change.keys);
      if (next === held) return;
    }
    this.owners = new Map(next.processes.map((s) => [s.id, s.productId]));
    this.publish(next);
  };

  /** The sources after the changed rows: the same object when none of them is planned here. */
  private async update(src: PlanningSources, keys: Map<Keyed, Set<string>>): Promise<PlanningSources> {
    const products = new Set(keys.get('products'));
    const unknown: string[] = [];
    for (const id of keys.get('processStatuses') ?? []) {
      const product = this.owners.get(id);
      if (product) products.add(product);
      else unknown.push(id);
    }
    // A status this read never held: a new one, of a product in production or not.
    for (const s of await this.db.processStatuses.bulkGet(unknown)) if (s) products.add(s.productId);
    const clientIds = [...(keys.get('clients') ?? [])].filter((id) => src.clients.has(id));
    const projectIds = [...(keys.get('projects') ?? [])].filter((id) => src.projects.has(id));
    if (products.size === 0 && clientIds.length === 0 && projectIds.length === 0) return src;
    // A renamed client or project: its products are read again, and with them their names.
    if (clientIds.length > 0 || projectIds.length > 0) {
      const named = new Set([...clientIds, ...projectIds]);
      for (const p of src.products) if (named.has(p.clientId) || (p.projectId !== null && named.has(p.projectId))) products.add(p.id);
    }
    const part = await readPlanningSources(this.db, { products: 'live', ids: [...products] });
    const held = new Set(src.products.map((p) => p.id));
    // Products out of production before and after (the pull's usual rows): nothing here changed.
    if (part.products.length === 0 && [...products].every((id) => !held.has(id))) return src;
    return merge(src, part, products);
  }
}

let current: { db: ZanatiDb; live: LivePlanning } | null = null;

/** The device's one LivePlanning, made on first use and kept while the app runs with this database. */
export function livePlanningOf(db: ZanatiDb): LivePlanning {
  if (current?.db === db) return current.live;
  current?.live.close();
  current = { db, live: new LivePlanning(db) };
  return current.live;
}
