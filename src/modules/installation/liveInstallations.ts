import type { InstallationRow } from '../../../domain/installation/rows.js';
import type { ZanatiDb } from '../../local';
import { HeldFromMirror } from '../../local/heldFromMirror';
import type { MirrorChange } from '../../local/mirrorFollower';

/** The performance measure of reading the installations from the mirror. */
export const INSTALLATION_READ_MEASURE = 'zanati:installation-read';

/**
 * Every installation of the mirror, held in memory and kept current for the
 * installation area (records, map, archive, the installer's prefetch; docs/MODULES.md
 * "Large reads from the mirror"). The warehouse records, transports, projects
 * and clients they are shown with are the deliveries held in memory (LiveDeliveries),
 * so the two areas read them once. The first read takes every installation;
 * after that a change reads again only the rows it names.
 */
export class LiveInstallations extends HeldFromMirror<ReadonlyMap<string, InstallationRow>> {
  constructor(private readonly db: ZanatiDb) {
    super();
    this.follow(db, { lookups: [], keyed: ['installations'] }, this.refresh, 'installation');
  }

  // The snapshot is installation id → row: the same map until the mirror's installations change.
  private readonly refresh = async (change: MirrorChange<'installations'>): Promise<void> => {
    const held = this.getSnapshot();
    if (change.all || !held) {
      const start = performance.now();
      const all = await this.db.installations.toArray();
      performance.measure(INSTALLATION_READ_MEASURE, { start });
      this.publish(new Map(all.map((i) => [i.id, i])));
      return;
    }
    const ids = [...(change.keys.get('installations') ?? [])];
    if (ids.length === 0) return;
    const read = await this.db.installations.bulkGet(ids);
    const next = new Map(held);
    ids.forEach((id, i) => {
      const row = read[i];
      if (row === undefined) next.delete(id);
      else next.set(id, row);
    });
    this.publish(next);
  };
}

let current: { db: ZanatiDb; live: LiveInstallations } | null = null;

/** The device's one LiveInstallations, made on first use and kept while the app runs with this database. */
export function liveInstallationsOf(db: ZanatiDb): LiveInstallations {
  if (current?.db === db) return current.live;
  current?.live.close();
  current = { db, live: new LiveInstallations(db) };
  return current.live;
}
