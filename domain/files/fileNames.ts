/**
 * The name an uploader gave a file is shown back to people (lists, downloads)
 * but is never trusted: it is cleaned before it is stored. Pure, so a device
 * names an upload offline exactly as the server will store it.
 */

// Control and format characters: CR/LF would split a header; bidi overrides
// (U+202E) make "fdp.exe" read as "exe.pdf".
export const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const MAX_NAME = 200;

/** Extensions that name the same type as the one its bytes were found to be. */
const SAME_TYPE: Readonly<Record<string, readonly string[]>> = { jpg: ['jpg', 'jpeg', 'jpe'], tif: ['tif', 'tiff'] };

/**
 * The name kept in `files.fileName`: no path, no invisible characters, at
 * most 200 characters, and the extension of the type its bytes are (`ext`):
 * a JPEG named "passwd.html" is kept as "passwd.jpg", so it never downloads
 * as a page (issue 35).
 */
export function cleanFileName(name: string, ext: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = [...base.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME).join('');
  if (clean === '' || clean === '.' || clean === '..') return `file.${ext}`;
  const dot = clean.lastIndexOf('.');
  const given = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if ((SAME_TYPE[ext] ?? [ext]).includes(given)) return clean;
  const stem = dot > 0 ? clean.slice(0, dot) : clean;
  return `${[...stem].slice(0, MAX_NAME - ext.length - 1).join('')}.${ext}`;
}

/** A stored file's name without its extension: a default title for it. */
export function titleOf(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || fileName;
}

