import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import type { ProjectProduct } from '../../../../domain/measure/rules.js';
import type { MeasureRow } from '../../../../domain/measure/rows.js';
import { MEASURE_FILE_KINDS, type MeasureFileKind } from '../../../../domain/measure/uploads.js';
import type { ZanatiDb } from '../../../local';

/** A stored file of the measure, as the form lists it. */
export interface StoredMeasureFile {
  id: string;
  name: string;
  kind: MeasureFileKind;
}

/**
 * What the measure form opens with, from the device's mirror (spec 000 §2:
 * create/{measureId?}/{clientId?}, "measureId is in fact the project id"):
 * the project, its client, its measure when it has one with the measure's
 * stored files, and the project's products where this device holds them
 * (for the in-production rule). Nothing comes from the network: the
 * measurer works without signal.
 */
export interface MeasureFormSources {
  project: ProjectRow;
  client: ClientRow | null;
  measure: MeasureRow | null;
  files: StoredMeasureFile[];
  products: ProjectProduct[];
}

const isKind = (kind: unknown): kind is MeasureFileKind => typeof kind === 'string' && (Object.values(MEASURE_FILE_KINDS) as string[]).includes(kind);

export async function readMeasureForm(db: ZanatiDb, projectId: string): Promise<MeasureFormSources | null> {
  return db.transaction('r', [db.projects, db.clients, db.measures, db.files, db.products], async () => {
    const project = await db.projects.get(projectId);
    if (!project) return null;
    const [client, measures, products] = await Promise.all([db.clients.get(project.clientId), db.measures.where('projectId').equals(projectId).sortBy('createdAt'), db.products.where('projectId').equals(projectId).toArray()]);
    const measure = measures[0] ?? null;
    const files = measure ? await db.files.where('ownerId').equals(measure.id).toArray() : [];
    return {
      project,
      client: client ?? null,
      measure,
      files: files
        .flatMap((f) => (f.ownerType === 'measures' && isKind(f.kind) ? [{ id: String(f.id), name: typeof f.fileName === 'string' ? f.fileName : '', kind: f.kind }] : []))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
      products: products.map((p) => ({ productStatusId: Number(p.productStatusId), canceled: Number(p.canceled) })),
    };
  });
}
