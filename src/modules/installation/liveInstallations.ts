import type { InstallationRow } from '../../../domain/installation/rows.js';
import type { ZanatiDb } from '../../local';
import { MirrorFollower, type MirrorChange } from '../../local/mirrorFollower';

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
export class LiveInstallations {
  private rows: ReadonlyMap<string, InstallationRow> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly follower: MirrorFollower<'installations'>;

  constructor(private readonly db: ZanatiDb) {
    this.follower = new MirrorFollower(db, { lookups: [], keyed: ['installations'] }, this.refresh, 'installation');
  }

  close(): void {
    this.follower.close();
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Installation id → row; the same map until the mirror's installations change. Undefined until the first read. */
  getSnapshot = (): ReadonlyMap<string, InstallationRow> | undefined => this.rows;

  private readonly refresh = async (change: MirrorChange<'installations'>): Promise<void> => {
    if (change.all || !this.rows) {
      const start = performance.now();
      const all = await this.db.installations.toArray();
      performance.measure(INSTALLATION_READ_MEASURE, { start });
      this.rows = new Map(all.map((i) => [i.id, i]));
    } else {
      const ids = [...(change.keys.get('installations') ?? [])];
      if (ids.length === 0) return;
      const read = await this.db.installations.bulkGet(ids);
      const next = new Map(this.rows);
      ids.forEach((id, i) => {
        const row = read[i];
        if (row === undefined) next.delete(id);
        else next.set(id, row);
      });
      this.rows = next;
    }
    for (const listener of this.listeners) listener();
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
