import { fileUrl, type FileLink } from '../../../domain/files.js';
import type { InstallationProject, InstallationWarehouseRecord } from '../../../domain/installation/reads.js';
import { isAdmin, type PermissionMap } from '../../../domain/permissions.js';
import { readsRow, readsWhole } from '../../../domain/visibility.js';
import { inChunks } from '../../db/inChunks.js';
import { groupBy, type Reader } from '../../entities/feedShape.js';
import { projectsOf } from '../transport/transportRecords.js';
import { recordReads } from '../warehouse/recordReads.js';

/** What an installation's project info is of: its project and its transport (null once the transport is deleted). */
export interface ProjectTarget {
  projectId: string;
  transportId: string | null;
}

export const targetKey = (t: ProjectTarget): string => `${t.projectId}/${t.transportId ?? ''}`;

const distinct = (ids: readonly (string | null | undefined)[]): string[] => [...new Set(ids.filter((id): id is string => typeof id === 'string'))];

export const linkOf = (f: { id: string; fileName: string }): FileLink => ({ id: f.id, fileName: f.fileName, url: fileUrl(f.id) });

/** The files of owners of one type, as links grouped by owner, oldest first. */
export async function filesByOwner(db: Reader, companyId: string, ownerType: string, ownerIds: readonly string[]) {
  const rows = await inChunks(distinct(ownerIds), (c) =>
    db
      .selectFrom('files')
      .select(['id', 'ownerId', 'kind', 'fileName'])
      .where('companyId', '=', companyId)
      .where('ownerType', '=', ownerType)
      .where('ownerId', 'in', c)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  );
  return groupBy(rows, (f) => f.ownerId);
}

/**
 * Spec 001 §3 "installation project info" of each target: the project, the
 * warehouse record its transport carries (totals for full privileges), the
 * equipment the transport took, the project's latest measure and its
 * agreements' files. Each part is of another entity and is left out (null,
 * []) for a reader who may not read that entity (domain/visibility.ts).
 */
export async function projectInfos(db: Reader, companyId: string, p: PermissionMap, targets: readonly ProjectTarget[]): Promise<Map<string, InstallationProject>> {
  const projectIds = distinct(targets.map((t) => t.projectId));
  const transportIds = readsRow(p, 'transports', {}) ? distinct(targets.map((t) => t.transportId)) : [];
  const [projects, transports, equipment, measures, agreements] = await Promise.all([
    projectsOf(db, companyId, projectIds),
    inChunks(transportIds, (c) => db.selectFrom('transports').select(['id', 'warehouseRecordId']).where('companyId', '=', companyId).where('id', 'in', c).execute()),
    inChunks(transportIds, (c) =>
      db
        .selectFrom('transportEquipment')
        .innerJoin('equipment', 'equipment.id', 'transportEquipment.equipmentId')
        .select(['transportEquipment.transportId', 'equipment.id', 'equipment.name'])
        .where('transportEquipment.companyId', '=', companyId)
        .where('transportEquipment.transportId', 'in', c)
        .orderBy('equipment.name')
        .execute(),
    ),
    readsWhole(p, 'measures')
      ? inChunks(projectIds, (c) => db.selectFrom('measures').select(['id', 'projectId', 'productLocation', 'createdAt']).where('companyId', '=', companyId).where('projectId', 'in', c).execute())
      : [],
    readsRow(p, 'agreements', {}) ? inChunks(projectIds, (c) => db.selectFrom('agreements').select(['id', 'projectId']).where('companyId', '=', companyId).where('projectId', 'in', c).execute()) : [],
  ]);
  const records = await warehouseRecordsOf(db, companyId, p, distinct(transports.map((t) => t.warehouseRecordId)));
  const latestMeasure = new Map<string, (typeof measures)[number]>();
  for (const m of measures) {
    const held = latestMeasure.get(m.projectId);
    if (!held || m.createdAt > held.createdAt || (m.createdAt === held.createdAt && m.id > held.id)) latestMeasure.set(m.projectId, m);
  }
  const [measureFiles, agreementFiles] = await Promise.all([
    filesByOwner(db, companyId, 'measures', [...latestMeasure.values()].map((m) => m.id)),
    filesByOwner(db, companyId, 'agreements', agreements.map((a) => a.id)),
  ]);
  const agreementsOf = groupBy(agreements, (a) => a.projectId ?? '');
  const transportById = new Map(transports.map((t) => [t.id, t]));
  const equipmentOf = groupBy(equipment, (e) => e.transportId);
  const out = new Map<string, InstallationProject>();
  for (const t of targets) {
    const project = projects.get(t.projectId);
    const measure = latestMeasure.get(t.projectId);
    const recordId = t.transportId === null ? null : (transportById.get(t.transportId)?.warehouseRecordId ?? null);
    out.set(targetKey(t), {
      id: t.projectId,
      name: project?.projectName ?? '',
      client: { id: project?.clientId ?? '', clientName: project?.firstnameAndLastname ?? '' },
      projectLocation: project?.projectLocation ?? null,
      measureLocation: measure?.productLocation ?? null,
      warehouseRecord: recordId === null ? null : (records.get(recordId) ?? null),
      equipments: t.transportId === null ? [] : (equipmentOf.get(t.transportId) ?? []).map((e) => ({ value: e.id, label: e.name })),
      measure: measure ? { id: measure.id, location: measure.productLocation, files: (measureFiles.get(measure.id) ?? []).map(linkOf) } : null,
      agreementFiles: (agreementsOf.get(t.projectId) ?? []).flatMap((a) => (agreementFiles.get(a.id) ?? []).map(linkOf)),
    });
  }
  return out;
}

/** Warehouse records as installation shows them: label, products, and the total for full privileges only. */
export async function warehouseRecordsOf(db: Reader, companyId: string, p: PermissionMap, ids: readonly string[]): Promise<Map<string, InstallationWarehouseRecord>> {
  if (ids.length === 0 || !readsRow(p, 'warehouseRecords', {})) return new Map();
  const rows = await inChunks(ids, (c) => db.selectFrom('warehouseRecords').selectAll().where('companyId', '=', companyId).where('id', 'in', c).execute());
  const reads = await recordReads(db, companyId, rows, isAdmin(p));
  return new Map(reads.map((r) => [r.id, { id: r.id, label: r.label, products: r.productWarehouseRecord, warehouseRecordTotalPrice: r.totalPrice }]));
}
