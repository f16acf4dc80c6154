import type { ByteRange } from './fileStore.js';

/** One range a `Range` header asks for, before the file's size is known. */
export type RangeRequest = { start: number; end: number | undefined } | { suffix: number };

/**
 * The single byte range of a `Range` header, or undefined where the whole
 * file is sent instead: no header, another unit, several ranges, or syntax
 * that is not valid (RFC 9110 §14.2 lets a server ignore all of these).
 */
export function parseRange(header: string | undefined): RangeRequest | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') return last === '' ? undefined : { suffix: Number(last) };
  const start = Number(first);
  const end = last === '' ? undefined : Number(last);
  return end !== undefined && end < start ? undefined : { start, end };
}

/** The part of a file of `size` bytes the request names, cut to the file; null when none of it lies inside (416). */
export function resolveRange(wanted: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in wanted) return wanted.suffix === 0 || size === 0 ? null : { start: Math.max(0, size - wanted.suffix), end: size - 1 };
  if (wanted.start >= size) return null;
  return { start: wanted.start, end: Math.min(wanted.end ?? size - 1, size - 1) };
}
