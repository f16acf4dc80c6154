import type { FileLink } from '../../../domain/files.js';
import type { MeasureRead } from '../../../domain/measure/endpoints.js';
import type { MeasureRow } from '../../../domain/measure/rows.js';
import { MEASURE_FILE_KINDS, type MeasureFileKind } from '../../../domain/measure/uploads.js';
import type { Reader } from '../../entities/feedShape.js';
import { loadShaped } from '../../entities/shaped.js';
import { filesByOwner, linkOf } from '../installation/projectInfo.js';

/** Measures of the company by id, as their rows (absent ids are left out). */
export const measureRows = async (db: Reader, companyId: string, ids: readonly string[]): Promise<MeasureRow[]> =>
  (await loadShaped(db, 'measures', companyId, ids)) as MeasureRow[];

/** Each measure with its files by kind (spec 000 §3 "files: measure PDF, picture, sketch"), oldest first. */
export async function measureReads(db: Reader, companyId: string, rows: readonly MeasureRow[]): Promise<MeasureRead[]> {
  if (rows.length === 0) return [];
  const files = await filesByOwner(
    db,
    companyId,
    'measures',
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const own = files.get(r.id) ?? [];
    const ofKind = (kind: MeasureFileKind): FileLink[] => own.filter((f) => f.kind === kind).map(linkOf);
    return { ...r, measure: ofKind(MEASURE_FILE_KINDS.measure), picture: ofKind(MEASURE_FILE_KINDS.picture), sketch: ofKind(MEASURE_FILE_KINDS.sketch) };
  });
}

/** One measure's read, or undefined when the company has no such measure. */
export async function measureRead(db: Reader, companyId: string, id: string): Promise<MeasureRead | undefined> {
  const [read] = await measureReads(db, companyId, await measureRows(db, companyId, [id]));
  return read;
}
