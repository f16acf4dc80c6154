import { INSTALLATION_FILE_KINDS } from '../../../domain/installation/uploads.js';
import { measureLocations } from '../measure/measureLocations.js';
import type { InstallationMapItem, InstallationRecord, InstallationTransportRow } from '../../../domain/installation/reads.js';
import { installationState, projectMarkerState } from '../../../domain/installation/rules.js';
import type { InstallationRow } from '../../../domain/installation/rows.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import { groupBy, type Reader } from '../../entities/feedShape.js';
import { loadAllShaped } from '../../entities/shaped.js';
import { loadRecords, projectsOf } from '../transport/transportRecords.js';
import { filesByOwner, linkOf, projectInfos, targetKey, warehouseRecordsOf } from './projectInfo.js';

/** Newest first, as the reads list installations. */
const newestFirst = (a: InstallationRow, b: InstallationRow): number => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export const installationsOf = async (db: Reader, companyId: string): Promise<InstallationRow[]> => (await loadAllShaped(db, 'installations', companyId)) as InstallationRow[];

/** Spec 001 §3 "Installation record" of each row: state, signatures, photos and project info; newest first. */
export async function installationRecords(db: Reader, companyId: string, p: PermissionMap, rows: readonly InstallationRow[]): Promise<InstallationRecord[]> {
  if (rows.length === 0) return [];
  const [files, projects] = await Promise.all([
    filesByOwner(
      db,
      companyId,
      'installations',
      rows.map((r) => r.id),
    ),
    projectInfos(db, companyId, p, rows),
  ]);
  return [...rows].sort(newestFirst).map((r) => {
    const own = files.get(r.id) ?? [];
    const ofKind = (kind: string) => own.filter((f) => f.kind === kind).map(linkOf);
    return {
      ...r,
      state: installationState(r),
      installerSignature: ofKind(INSTALLATION_FILE_KINDS.installerSignature),
      clientSignature: ofKind(INSTALLATION_FILE_KINDS.clientSignature),
      installationFiles: ofKind(INSTALLATION_FILE_KINDS.photo),
      project: projects.get(targetKey(r))!,
    };
  });
}

/** Every transport of the company as the records screen lists it: the transport's record, its installation and state, the total for full privileges. */
export async function transportRows(db: Reader, companyId: string, p: PermissionMap): Promise<InstallationTransportRow[]> {
  const ids = (await db.selectFrom('transports').select('id').where('companyId', '=', companyId).execute()).map((t) => t.id);
  const [records, installations] = await Promise.all([loadRecords(db, companyId, ids), installationsOf(db, companyId)]);
  const totals = await warehouseRecordsOf(
    db,
    companyId,
    p,
    records.flatMap((r) => (r.warehouseRecordId === null ? [] : [r.warehouseRecordId])),
  );
  const byTransport = new Map(installations.flatMap((i) => (i.transportId === null ? [] : [[i.transportId, i] as const])));
  return records.map((r) => {
    const installation = byTransport.get(r.id) ?? null;
    return {
      ...r,
      installation,
      installationState: installationState(installation),
      warehouseRecordTotalPrice: r.warehouseRecordId === null ? null : (totals.get(r.warehouseRecordId)?.warehouseRecordTotalPrice ?? null),
    };
  });
}

/**
 * Spec 001 §3 "Installation map item": every project with a transport or an
 * installation, its place (the latest measure's location, else the
 * project's), its installations with start and end, and its marker state.
 */
export async function mapItems(db: Reader, companyId: string): Promise<InstallationMapItem[]> {
  const [installations, transports] = await Promise.all([installationsOf(db, companyId), db.selectFrom('transports').select('projectId').where('companyId', '=', companyId).execute()]);
  const projectIds = [...new Set([...transports.map((t) => t.projectId), ...installations.map((i) => i.projectId)])];
  const [projects, measureLocation] = await Promise.all([projectsOf(db, companyId, projectIds), measureLocations(db, companyId, projectIds)]);
  const installationsOfProject = groupBy(installations, (i) => i.projectId);
  return projectIds
    .map((id): InstallationMapItem => {
      const own = (installationsOfProject.get(id) ?? []).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
      return {
        id,
        projectName: projects.get(id)?.projectName ?? '',
        measureLocation: measureLocation.get(id) ?? null,
        projectLocation: projects.get(id)?.projectLocation ?? null,
        installations: own.map((i) => ({ id: i.id, transportId: i.transportId, installationStart: i.installationStart, installationEnd: i.installationEnd, state: installationState(i) })),
        state: projectMarkerState(own),
      };
    })
    .sort((a, b) => a.projectName.localeCompare(b.projectName) || a.id.localeCompare(b.id));
}
