import type { RowSet } from './rowSet.js';

export interface PlaceholderFile {
  ownerType: string;
  ownerId: string;
  kind: string;
  title: string;
  createdBy: string | null;
  createdAt: string;
}

/**
 * A files row whose bytes were never written: seeds stay fast and leave the
 * data folder empty. The name says so, for whoever opens it in the app.
 */
export function addPlaceholderFile(rows: RowSet, file: PlaceholderFile, size: number): string {
  return rows.add('files', {
    ownerType: file.ownerType,
    ownerId: file.ownerId,
    kind: file.kind,
    fileName: `${file.title} (demo, pa skedar).pdf`,
    storedName: `demo-pa-skedar-${file.ownerId}.pdf`,
    mime: 'application/pdf',
    size,
    createdBy: file.createdBy,
    createdAt: file.createdAt,
  });
}
