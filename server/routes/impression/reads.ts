import { clientName } from '../../../domain/production/planningSources.js';
import { fileUrl } from '../../../domain/files.js';
import { questionFieldsOf, type ImpressionFile, type ImpressionListRow, type ImpressionQuestionOption, type ImpressionRead } from '../../../domain/impression/answers.js';
import { IMPRESSION_STATUS, type ImpressionStatus } from '../../../domain/impression/queries.js';
import type { ImpressionRow } from '../../../domain/impression/rows.js';
import { INSTALLATION_FILE_KINDS } from '../../../domain/installation/uploads.js';
import type { PermissionMap } from '../../../domain/permissions.js';
import { readsRow } from '../../../domain/visibility.js';
import type { Reader } from '../../entities/feedShape.js';
import { loadShaped } from '../../entities/shaped.js';
import { notFound } from '../../http/errors.js';

/**
 * Impression's reads (spec 001 §3 "Impression"): rows in their feed shape,
 * with the project's and client's names and the project's installation
 * photos (files owned by its installations, kind 'photo').
 */

export interface ProjectNames {
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
}

/** A project of this company with its client's name, or 404. */
export async function projectNames(db: Reader, companyId: string, projectId: string): Promise<ProjectNames> {
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('clients as c', 'c.id', 'p.clientId')
    .select(['p.id', 'p.projectName', 'p.clientId', 'c.firstnameAndLastname', 'c.lastName'])
    .where('p.companyId', '=', companyId)
    .where('p.id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { projectId: row.id, projectName: row.projectName, clientId: row.clientId, clientName: clientName(row) };
}

/** The photos of the project's installations, oldest first (the gallery's order). */
export async function installationPhotos(db: Reader, companyId: string, projectId: string) {
  const installations = db.selectFrom('installations').select('id').where('companyId', '=', companyId).where('projectId', '=', projectId);
  return db
    .selectFrom('files')
    .select(['id', 'fileName', 'ownerType', 'ownerId', 'kind', 'mime', 'storedName'])
    .where('companyId', '=', companyId)
    .where('ownerType', '=', 'installations')
    .where('kind', '=', INSTALLATION_FILE_KINDS.photo)
    .where('ownerId', 'in', installations)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The company's impression questions as the form lists them (value, label). */
export async function questionOptions(db: Reader, companyId: string): Promise<ImpressionQuestionOption[]> {
  const rows = await db.selectFrom('impressionQuestions').select(['id', 'question']).where('companyId', '=', companyId).orderBy('createdAt').orderBy('id').execute();
  return rows.map((r) => ({ value: r.id, label: r.question }));
}

/** GET impressions/{id} and by project: the row, the spec's names for its ratings, the names, the photos the reader may read. */
export async function impressionRead(db: Reader, reader: { companyId: string; permissions: PermissionMap }, row: ImpressionRow): Promise<ImpressionRead> {
  const names = await projectNames(db, reader.companyId, row.projectId);
  const photos = await installationPhotos(db, reader.companyId, row.projectId);
  const installationFiles: ImpressionFile[] = photos.filter((f) => readsRow(reader.permissions, 'files', f)).map((f) => ({ id: f.id, fileName: f.fileName, url: fileUrl(f.id) }));
  return { ...row, questionFields: questionFieldsOf(row), clientName: names.clientName, projectName: names.projectName, installationFiles };
}

/** GET impressions?status: 1 the projects with an installation and no impression (newest first), 2 every impression (last changed first). */
export async function impressionList(db: Reader, companyId: string, status: ImpressionStatus): Promise<ImpressionListRow[]> {
  const base = db
    .selectFrom('projects as p')
    .innerJoin('clients as c', 'c.id', 'p.clientId')
    .leftJoin('impressions as i', (j) => j.onRef('i.projectId', '=', 'p.id').on('i.companyId', '=', companyId))
    .select(['p.id as projectId', 'p.projectName', 'p.clientId', 'c.firstnameAndLastname', 'c.lastName', 'i.id as impressionId'])
    .where('p.companyId', '=', companyId);
  const rows =
    status === IMPRESSION_STATUS.pending
      ? await base
          .where('i.id', 'is', null)
          .where((eb) => eb.exists(eb.selectFrom('installations as n').select('n.id').whereRef('n.projectId', '=', 'p.id').where('n.companyId', '=', companyId)))
          .orderBy('p.createdAt', 'desc')
          .orderBy('p.id', 'desc')
          .execute()
      : await base.where('i.id', 'is not', null).orderBy('i.updatedAt', 'desc').orderBy('i.id', 'desc').execute();
  const shaped = new Map(
    (
      (await loadShaped(
        db,
        'impressions',
        companyId,
        rows.flatMap((r) => (r.impressionId ? [r.impressionId] : [])),
      )) as ImpressionRow[]
    ).map((r) => [r.id, r]),
  );
  return rows.map((r) => ({
    projectId: r.projectId,
    projectName: r.projectName,
    clientId: r.clientId,
    clientName: clientName(r),
    impression: r.impressionId ? (shaped.get(r.impressionId) ?? null) : null,
  }));
}
