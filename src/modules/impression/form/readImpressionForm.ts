import type { GenericRow } from '../../../../domain/entities.js';
import type { ImpressionRow } from '../../../../domain/impression/rows.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import type { ZanatiDb } from '../../../local';
import type { GalleryPhoto } from '../rating/PhotoGallery';
import type { RatingQuestion } from '../rating/ratingDraft';

/** What the staff's rating form shows of a project, read from the mirror once as the form opens. */
export interface ImpressionFormSources {
  /** Null when the device holds no such project (a wrong link, or one the user may not read). */
  project: { id: string; name: string; clientId: string; clientName: string } | null;
  photos: GalleryPhoto[];
  questions: RatingQuestion[];
  /** The project's impression (on the server or queued here): a save edits it (domain saveModeOf). */
  stored: ImpressionRow | null;
}

const text = (row: GenericRow | undefined, column: string): string => (typeof row?.[column] === 'string' ? row[column] : '');

/**
 * The project, its client, the photos of its installations (files of
 * ownerType 'installations', kind 'photo', oldest first), the company's
 * impression questions (in the order they were added) and the project's
 * impression — one read transaction.
 */
export async function readImpressionForm(db: ZanatiDb, projectId: string): Promise<ImpressionFormSources> {
  return db.transaction('r', [db.projects, db.clients, db.installations, db.files, db.impressionQuestions, db.impressions], async () => {
    const [project, installations, questions, stored] = await Promise.all([
      db.projects.get(projectId),
      db.installations.where('projectId').equals(projectId).primaryKeys(),
      db.impressionQuestions.toArray(),
      db.impressions.where('projectId').equals(projectId).first(),
    ]);
    const files = installations.length === 0 ? [] : await db.files.where('ownerId').anyOf(installations).toArray();
    const clientId = text(project, 'clientId');
    const client = clientId ? await db.clients.get(clientId) : undefined;
    return {
      project: project ? { id: projectId, name: text(project, 'projectName'), clientId, clientName: clientName(client) } : null,
      photos: files
        .filter((f) => f.ownerType === 'installations' && f.kind === 'photo')
        .sort((a, b) => text(a, 'createdAt').localeCompare(text(b, 'createdAt')))
        .map((f) => ({ id: f.id, name: text(f, 'fileName') })),
      questions: [...questions].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map((q) => ({ id: q.id, label: q.question })),
      stored: stored ?? null,
    };
  });
}
