import { PROJECT_FILES } from '../../../../domain/contact/projectBody.js';
import type { CommandFile } from '../../../local';

/** A queued file as the file field takes it back (IndexedDB keeps a File a File; a bare Blob gets its name again). */
const asFile = (f: CommandFile): File => (f.blob instanceof File ? f.blob : new File([f.blob], f.name, { type: f.blob.type }));

const INDEXED = new RegExp(`^${PROJECT_FILES.field}\\[(\\d+)\\]\\[\\]$`);

/**
 * The project files a refused entry carries, by project id, so the corrected
 * save sends them again (contactCommands.ts names the parts): the i-th new
 * project's under `projectFiles[i][]` — its id is the i-th of the body's
 * `projects` (POST clients) or `id[]` (POST projects) — and one project's
 * edit under `projectFiles[]`.
 */
export function filesOfRefusedEntry(entry: { entityId: string; body?: Record<string, unknown>; files?: readonly CommandFile[] }): Map<string, File[]> {
  const body = entry.body ?? {};
  const ids: unknown[] = Array.isArray(body.projects)
    ? body.projects.map((p) => (typeof p === 'object' && p !== null ? (p as { id?: unknown }).id : undefined))
    : Array.isArray(body.id)
      ? body.id
      : [];
  const out = new Map<string, File[]>();
  for (const f of entry.files ?? []) {
    const match = INDEXED.exec(f.field);
    const id = match ? ids[Number(match[1])] : f.field === `${PROJECT_FILES.field}[]` ? entry.entityId : undefined;
    if (typeof id !== 'string') continue;
    out.set(id, [...(out.get(id) ?? []), asFile(f)]);
  }
  return out;
}
