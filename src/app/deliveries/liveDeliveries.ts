import type { TransportRow } from '../../../domain/transport/rows.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import type { ZanatiDb } from '../../local';
import { HeldFromMirror } from '../../local/heldFromMirror';
import type { MirrorChange } from '../../local/mirrorFollower';
import { measuredPlaces } from '../maps/measuredPlaces';
import { clientName, heldProject, heldRecord, type DeliverySources, type HeldProject, type HeldRecord } from './heldDeliveries';
import { DELIVERIES_READ_MEASURE, readDeliverySources, readNamed } from './readDeliveries';

/** Tables whose changed rows name what to read again (no lookup table: nothing reads a whole table on an admin's edit); a measure names its project, whose place it moves. */
const KEYED = ['warehouseRecords', 'transports', 'projects', 'clients', 'measures'] as const;
type Keyed = (typeof KEYED)[number];

/**
 * Every warehouse record and transport of the mirror, with the projects and
 * clients they name, held in memory and kept current from the mirror for the
 * transport and installation areas (tables, maps, archives, the driver's and
 * the installer's prefetch; docs/MODULES.md
 * "Large reads from the mirror"). The first read takes them all; after that a
 * pulled or queued change reads again only the rows it names, so opening the
 * table or the map again draws from memory.
 */
export class LiveDeliveries extends HeldFromMirror<DeliverySources> {
  constructor(private readonly db: ZanatiDb) {
    super();
    this.follow(db, { lookups: [], keyed: KEYED }, this.refresh, 'deliveries');
  }

  private readonly refresh = async (change: MirrorChange<Keyed>): Promise<void> => {
    const held = this.getSnapshot();
    if (change.all || !held) {
      const start = performance.now();
      const all = await readDeliverySources(this.db);
      performance.measure(DELIVERIES_READ_MEASURE, { start });
      this.publish(all);
    } else {
      const next = await this.update(held, change.keys);
      if (next !== held) this.publish(next);
    }
  };

  /** The sources after the changed rows: the same object when none of them is drawn here. */
  private async update(src: DeliverySources, keys: Map<Keyed, Set<string>>): Promise<DeliverySources> {
    const ids = (table: Keyed) => [...(keys.get(table) ?? [])];
    const recordIds = ids('warehouseRecords');
    const transportIds = ids('transports');
    // A project or client no held record or transport names is not drawn (a record that comes to name it reads it with itself).
    const named = (table: 'projects' | 'clients') => {
      const used = new Set([...src.records.values()].map((r) => (table === 'projects' ? r.projectId : r.clientId)));
      if (table === 'projects') for (const t of src.transports.values()) used.add(t.projectId);
      else for (const p of src.projects.values()) if (p.clientId !== null) used.add(p.clientId);
      return ids(table).filter((id) => used.has(id));
    };
    const db = this.db;
    // A changed measure moves its project's place: the project is read again with it (a removed one names no project; its place stays until the project changes).
    const measured = (await db.measures.bulkGet(ids('measures'))).flatMap((m) => (m && src.projects.has(m.projectId) ? [m.projectId] : []));
    const projectIds = [...new Set([...named('projects'), ...measured])];
    const clientIds = named('clients');
    if (recordIds.length + transportIds.length + projectIds.length + clientIds.length === 0) return src;
    return db.transaction('r', [db.warehouseRecords, db.transports, db.projects, db.clients, db.measures], async () => {
      const [records, transports, projects, clients, places] = await Promise.all([
        db.warehouseRecords.bulkGet(recordIds),
        db.transports.bulkGet(transportIds),
        db.projects.bulkGet(projectIds),
        db.clients.bulkGet(clientIds),
        measuredPlaces(db, projectIds),
      ]);
      const next = {
        records: replaced<WarehouseRecordRow, HeldRecord>(src.records, recordIds, records, heldRecord),
        transports: replaced<TransportRow, TransportRow>(src.transports, transportIds, transports, (t) => t),
        projects: replaced<Record<string, unknown>, HeldProject>(src.projects, projectIds, projects, (p) => heldProject(p, places.get(String(p.id)) ?? null)),
        clients: replaced<Record<string, unknown>, string>(src.clients, clientIds, clients, clientName),
      };
      const newRecords = recordIds.map((id) => next.records.get(id)).filter((r) => r !== undefined);
      const newTransports = transportIds.map((id) => next.transports.get(id)).filter((t) => t !== undefined);
      const names = await readNamed(db, newRecords, next, newTransports);
      const joined = <Held>(held: ReadonlyMap<string, Held>, read: ReadonlyMap<string, Held>) => (read.size === 0 ? held : new Map([...held, ...read]));
      return { ...next, projects: joined(next.projects, names.projects), clients: joined(next.clients, names.clients) };
    });
  }
}

/** `held` with the rows read for `ids` (gone where none was read); `held` itself when no id was changed. */
function replaced<Row, Held>(held: ReadonlyMap<string, Held>, ids: readonly string[], rows: readonly (Row | undefined)[], hold: (row: Row) => Held): ReadonlyMap<string, Held> {
  if (ids.length === 0) return held;
  const out = new Map(held);
  ids.forEach((id, i) => {
    const row = rows[i];
    if (row === undefined) out.delete(id);
    else out.set(id, hold(row));
  });
  return out;
}

let current: { db: ZanatiDb; live: LiveDeliveries } | null = null;

/** The device's one LiveDeliveries, made on first use and kept while the app runs with this database. */
export function liveDeliveriesOf(db: ZanatiDb): LiveDeliveries {
  if (current?.db === db) return current.live;
  current?.live.close();
  current = { db, live: new LiveDeliveries(db) };
  return current.live;
}
