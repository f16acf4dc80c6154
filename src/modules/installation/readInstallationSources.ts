import type { ZanatiDb } from '../../local';
import { readTransportSources } from '../transport/readTransportList';
import type { InstallationSources } from './installationRows';

/** The installation screens' sources read once from the mirror (the screens draw from memory: LiveTransport and LiveInstallations hold them). */
export async function readInstallationSources(db: ZanatiDb): Promise<InstallationSources> {
  const [transport, installations] = await Promise.all([readTransportSources(db), db.installations.toArray()]);
  return { transport, installations: new Map(installations.map((i) => [i.id, i])) };
}
