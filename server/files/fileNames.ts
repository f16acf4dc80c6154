/**
 * The name an uploader gave a file is shown back to people (lists, downloads)
 * but is never trusted: it is cleaned before it is stored (domain/files/fileNames.ts),
 * and quoted safely when it goes out in a header.
 */

import { INVISIBLE } from '../../domain/files/fileNames.js';

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
