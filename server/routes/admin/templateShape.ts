import type { MeasurementTemplateRead } from '../../../domain/files.js';
import type { Reader } from '../../entities/feedShape.js';
import { fileLink } from '../files/fileShape.js';

/** Templates of a company with their PDF link, by name; only the given ids when `ids` is set. */
export async function loadTemplates(db: Reader, companyId: string, ids?: readonly string[]): Promise<MeasurementTemplateRead[]> {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('measurementTemplates as t')
    .leftJoin('files as f', 'f.id', 't.fileId')
    .select(['t.id', 't.nameOfFile', 't.fileId', 't.createdAt', 't.updatedAt', 'f.fileName'])
    .where('t.companyId', '=', companyId)
    .orderBy('t.nameOfFile')
    .orderBy('t.id');
  if (ids) query = query.where('t.id', 'in', ids);
  const rows = await query.execute();
  return rows.map(({ fileName, ...t }) => ({
    ...t,
    template: t.fileId !== null && fileName !== null ? fileLink({ id: t.fileId, fileName }) : null,
  }));
}
