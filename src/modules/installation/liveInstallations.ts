import type { ZanatiDb } from '../../local';
import { HeldRows } from '../../local/heldRows';

/**
 * Every installation of the mirror, held in memory and kept current for the
 * installation area (records, map, archive, the installer's prefetch; docs/MODULES.md
 * "Large reads from the mirror"). The warehouse records, transports, projects
 * and clients they are shown with are the deliveries held in memory (LiveDeliveries),
 * so the two areas read them once.
 */
export type LiveInstallations = HeldRows<'installations'>;

export const newLiveInstallations = (db: ZanatiDb): LiveInstallations => new HeldRows(db, 'installations', 'installation');

let current: { db: ZanatiDb; live: LiveInstallations } | null = null;

/** The device's one LiveInstallations, made on first use and kept while the app runs with this database. */
export function liveInstallationsOf(db: ZanatiDb): LiveInstallations {
  if (current?.db === db) return current.live;
  current?.live.close();
  current = { db, live: newLiveInstallations(db) };
  return current.live;
}
