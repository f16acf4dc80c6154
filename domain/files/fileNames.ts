/**
 * The name an uploader gave a file is shown back to people (lists, downloads)
 * but is never trusted: it is cleaned before it is stored. Pure, so a device
 * names an upload offline exactly as the server will store it.
 */

// Control and format characters: CR/LF would split a header; bidi overrides
// (U+202E) make "fdp.exe" read as "exe.pdf".
export const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const MAX_NAME = 200;

/** The name kept in `files.fileName`: no path, no invisible characters, at most 200 characters. */
export function cleanFileName(name: string, ext: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = [...base.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()].slice(0, MAX_NAME).join('');
  return clean === '' || clean === '.' || clean === '..' ? `file.${ext}` : clean;
}

/** A stored file's name without its extension: a default title for it. */
export function titleOf(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || fileName;
}

