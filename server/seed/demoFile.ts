import { PDF_MIME } from '../../domain/files.js';
import { onePagePdf } from './onePagePdf.js';
import type { SeedValues } from './rowSet.js';
import type { SeedFiles } from './seedFiles.js';
import { solidJpeg, type Rgb } from './solidJpeg.js';

export interface DemoFile {
  ownerType: string;
  ownerId: string;
  kind: string;
  title: string;
  createdBy: string | null;
  createdAt: string;
}

/** Under every document's title, so nobody takes a seeded drawing for a real one. */
const DOCUMENT_NOTE = 'Skedar demo i Zanati';

/** A document (a drawing, a template) as a one-page PDF that shows its title. */
export function demoDocument(files: SeedFiles, file: DemoFile): SeedValues<'files'> {
  return fileRow(files, file, onePagePdf(file.title, DOCUMENT_NOTE), 'pdf', PDF_MIME);
}

/** A photo (an avatar) as a small JPEG of one colour. */
export function demoPhoto(files: SeedFiles, file: DemoFile, colour: Rgb): SeedValues<'files'> {
  return fileRow(files, file, solidJpeg(colour), 'jpg', 'image/jpeg');
}

/** The row an upload of these bytes would leave: the extension and type the store's sniffing gives them, their real size. */
function fileRow(files: SeedFiles, file: DemoFile, bytes: Buffer, ext: string, mime: string): SeedValues<'files'> {
  return {
    ownerType: file.ownerType,
    ownerId: file.ownerId,
    kind: file.kind,
    fileName: `${file.title}.${ext}`,
    storedName: files.add(bytes, ext),
    mime,
    size: bytes.length,
    createdBy: file.createdBy,
    createdAt: file.createdAt,
  };
}
