import { ofCompany } from '../../entities/feedShape.js';
import { fileUrl, type FileLink, type FileRead } from '../../../domain/files.js';
import type { Row } from '../../db/schema.js';
import type { Reader } from '../../entities/feedShape.js';

export const fileLink = (file: Pick<Row<'files'>, 'id' | 'fileName'>): FileLink => ({
  id: file.id,
  fileName: file.fileName,
  url: fileUrl(file.id),
});

/** The feed shape of files. */
export async function loadFiles(db: Reader, companyId: string, ids: readonly string[]): Promise<FileRead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('files')
    .select(['id', 'ownerType', 'ownerId', 'kind', 'fileName', 'mime', 'size', 'createdBy', 'createdAt', 'updatedAt'])
    .select('companyId')
    .where('id', 'in', ids)
    .execute();
  return ofCompany(rows, companyId).map(({ companyId: _tenant, ...r }) => ({ ...r, ...fileLink(r) }));
}
