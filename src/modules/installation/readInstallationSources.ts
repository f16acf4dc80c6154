import type { ZanatiDb } from '../../local';
import { readDeliverySources } from '../../app/deliveries/readDeliveries';
import type { InstallationSources } from './installationRows';

/** The installation screens' sources read once from the mirror (the screens draw from memory: LiveDeliveries and LiveInstallations hold them). */
export async function readInstallationSources(db: ZanatiDb): Promise<InstallationSources> {
  const [transport, installations] = await Promise.all([readDeliverySources(db), db.installations.toArray()]);
  return { transport, installations: new Map(installations.map((i) => [i.id, i])) };
}
