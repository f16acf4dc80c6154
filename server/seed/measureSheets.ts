import { MEASURE_FILE_KINDS } from '../../domain/measure/uploads.js';
import { demoDocument } from './demoFile.js';
import type { RowSet } from './rowSet.js';
import type { SeedFiles } from './seedFiles.js';
import type { Staff } from './staff.js';

/**
 * The measure sheet (a one-page PDF owned by the measure, of the kind a
 * `measure[]` upload leaves) of every final measure of a project that has a
 * warehouse record to install: what the installer's tablet keeps for offline
 * work (issue 13), so the demo shows it. Draws no random numbers, so the rest of
 * the seed is unchanged.
 */
export function seedMeasureSheets(rows: RowSet, files: SeedFiles, staff: Staff): void {
  const installed = new Set(rows.rowsOf('warehouseRecords').filter((r) => r.withoutInstallation === 0).map((r) => r.projectId));
  const names = new Map(rows.rowsOf('projects').map((p) => [p.id, p.projectName]));
  for (const m of rows.rowsOf('measures')) {
    if (m.measureStatusId !== 2 || !installed.has(m.projectId)) continue;
    const title = `Fleta e matjes - ${names.get(m.projectId) ?? ''}`;
    rows.add('files', demoDocument(files, { ownerType: 'measures', ownerId: m.id, kind: MEASURE_FILE_KINDS.measure, title, createdBy: m.employeeId ?? staff.office, createdAt: m.createdAt }));
  }
}
