import type { Readable } from 'node:stream';
import { newId } from '../../domain/ids.js';
import type { SniffedFile } from './sniff.js';

/** A part of a stored file, both ends included, as HTTP's Range counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredBytes {
  /** The whole file's size, also when `body` carries only a range of it. */
  size: number;
  body: Readable;
}

/**
 * Where the bytes of the `files` rows live: the local disk (diskStore.ts, the
 * default) or an S3-compatible bucket (s3Store.ts), chosen by FILE_STORE.
 * Either way the bytes reach a reader only through the app (streamFile.ts),
 * after its visibility and company checks: the store is never exposed.
 *
 * Stored names are made by the server (newStoredName) and never reused, so the
 * bytes under a name never change once written.
 */
export interface FileStore {
  /** Copies an upload in under a new name and answers it; a save that fails leaves nothing under that name. */
  save(sniffed: SniffedFile): Promise<string>;
  /** Writes bytes under a server-made name that is not taken (the seed). */
  put(storedName: string, bytes: Uint8Array): Promise<void>;
  /** A second name for the bytes of `from` (the seed's shared contents); removing either keeps the other. */
  copy(from: string, to: string): Promise<void>;
  /** The stored size, or null when nothing is stored under the name. */
  sizeOf(storedName: string): Promise<number | null>;
  /** A stream of the bytes (of `range` only, when given, which must lie inside the file), or null when nothing is stored under the name. */
  read(storedName: string, range?: ByteRange): Promise<StoredBytes | null>;
  /** Removes the bytes; a name with none is no error. */
  remove(storedName: string): Promise<void>;
}

export const newStoredName = (ext: string): string => `${newId()}.${ext}`;

/** Stored names come from the server (uuid.ext); anything that could name another path or key is refused outright. */
export function checkedName(storedName: string): string {
  if (!/^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/.test(storedName)) throw new Error(`not a stored file name: ${JSON.stringify(storedName)}`);
  return storedName;
}
