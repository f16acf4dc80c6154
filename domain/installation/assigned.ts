import { isInstalled, type InstallationTimes } from './rules.js';

/** What the rule reads of a warehouse record (domain/warehouse rows), of a transport and of an installation. */
export interface InstallableRecord {
  id: string;
  projectId: string;
  installationUserIds: readonly string[];
}
export interface ProjectTransport {
  id: string;
  projectId: string;
}
export type TransportInstallation = InstallationTimes & { transportId: string | null };

/**
 * An installer's assigned work (issue 13 decisions): the warehouse records
 * naming them as an installation user whose project has a transport without
 * a completed installation. It only orders lists and chooses what the PWA
 * prefetches; who may read stays the module's (domain/visibility.ts).
 */
export function assignedInstallations<R extends InstallableRecord>(
  userId: string,
  records: readonly R[],
  transports: readonly ProjectTransport[],
  installations: readonly TransportInstallation[],
): R[] {
  const done = new Set(installations.filter((i) => i.transportId !== null && isInstalled(i)).map((i) => i.transportId));
  const openProjects = new Set(transports.filter((t) => !done.has(t.id)).map((t) => t.projectId));
  return records.filter((r) => r.installationUserIds.includes(userId) && openProjects.has(r.projectId));
}
