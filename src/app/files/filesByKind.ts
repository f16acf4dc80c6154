import type { CommandFile } from '../../local';

/**
 * The files an outbox entry carries, back by kind (each kind is a multipart
 * field `<field>[]`, as domain/<module>/uploads.ts names it): a refused save
 * reopens its form with them, and a queued save shows them as on their way.
 */
export function filesByKind<Kind extends string>(uploads: Readonly<Record<Kind, { field: string }>>, files: readonly CommandFile[] | undefined): Record<Kind, File[]> {
  const byKind = {} as Record<Kind, File[]>;
  for (const kind of Object.keys(uploads) as Kind[]) {
    byKind[kind] = (files ?? []).filter((f) => f.field === `${uploads[kind].field}[]`).map((f) => (f.blob instanceof File ? f.blob : new File([f.blob], f.name, { type: f.blob.type })));
  }
  return byKind;
}
