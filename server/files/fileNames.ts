/**
 * The name an uploader gave a file is shown back to people (lists, downloads)
 * but is never trusted: it is cleaned before it is stored, and quoted safely
 * when it goes out in a header.
 */

// Control and format characters: CR/LF would split a header; bidi overrides
// (U+202E) make "fdp.exe" read as "exe.pdf".
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
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

// RFC 5987 attr-char: what may stand unencoded in filename*; encodeURIComponent
// also leaves ' ( ) * and ! — the first four must be encoded.
const encodeExtValue = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The quoted ASCII fallback of RFC 6266: accents dropped, quotes, backslashes and controls stripped, '%' avoided (Appendix D). */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/["\\]/g, '')
    .replace(INVISIBLE, '')
    .replace(/[^\x20-\x7e]|%/g, '_')
    .trim();
  return ascii === '' ? 'file' : ascii;
}

/** `Content-Disposition` for a download: safe for any stored name, exact for browsers that read filename*. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.replace(INVISIBLE, '');
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
