import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { readOwnedFileIds, usePrefetchOwnedFiles } from '../../app/files/ownedFiles';
import type { PrefetchProgress } from '../../app/files/prefetchFiles';
import { byKeys } from '../../local/byKeys';
import { useLocalDb, type ZanatiDb } from '../../local';
import { assignedRecords, type InstallationSources } from './installationRows';
import { useInstallationSources } from './useInstallationRows';

/**
 * The files an installer's day needs (issue 13): of each assigned project
 * the measures' files (the measure PDF and sketches), the agreements' files,
 * and the photos and signatures of its earlier installations. The projects,
 * products, equipment and places are mirror rows already.
 */
export const INSTALLER_FILES = ['measures', 'agreements', 'installations'] as const;

/** The projects an installer has work in, in list order (domain/installation/assigned.ts). */
export const assignedProjectIds = (src: InstallationSources, userId: string): string[] => [...new Set(assignedRecords(src, userId).map((r) => r.projectId))];

/**
 * The rows that own those files, project by project: its measures,
 * agreements and installations (one get per project on the projectId
 * indexes; the installations are held in memory).
 */
export async function readInstallerFileOwners(db: ZanatiDb, src: InstallationSources, projectIds: readonly string[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const [measures, agreements] = await db.transaction('r', [db.measures, db.agreements], () =>
    Promise.all([byKeys(db.measures, 'projectId', projectIds), byKeys(db.agreements, 'projectId', projectIds)]),
  );
  const byProject = new Map<string, string[]>();
  const add = (projectId: unknown, id: string) => {
    if (typeof projectId === 'string') byProject.set(projectId, [...(byProject.get(projectId) ?? []), id]);
  };
  for (const m of measures) add(m.projectId, String(m.id));
  for (const a of agreements) add(a.projectId, String(a.id));
  for (const i of src.installations.values()) add(i.projectId, i.id);
  return projectIds.flatMap((p) => byProject.get(p) ?? []);
}

/** The ids of every file the installer's prefetch keeps (tests and the bench read it once). */
export async function readInstallerFileIds(db: ZanatiDb, src: InstallationSources, userId: string): Promise<string[]> {
  return readOwnedFileIds(db, { ownerIds: await readInstallerFileOwners(db, src, assignedProjectIds(src, userId)), ownerTypes: INSTALLER_FILES });
}

/**
 * The installer's day (issue 13): once signed in and synced, the measure and
 * agreement documents and earlier photos of every project assigned to them
 * come into the file cache without anyone opening them (prefetchFiles:
 * within PREFETCH_BUDGET_BYTES, 200 MB unless the build says otherwise, and
 * at most PREFETCH_MAX_FILES; what is held is skipped; the first projects in
 * the list first). Follows the mirror: a measure or photo synced later, or a
 * new assignment, is fetched too. Null `userId`: not an installer.
 */
export function useInstallerPrefetch(userId: string | null): PrefetchProgress | null {
  const db = useLocalDb();
  const src = useInstallationSources();
  const projectKey = useMemo(() => (userId && src ? assignedProjectIds(src, userId).join(',') : ''), [src, userId]);
  const ownerKey = useLiveQuery(
    async () => (src && projectKey !== '' ? (await readInstallerFileOwners(db, src, projectKey.split(','))).join(',') : ''),
    [db, src, projectKey],
  );
  return usePrefetchOwnedFiles(ownerKey ?? '', INSTALLER_FILES);
}
