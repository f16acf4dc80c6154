/** The file types uploads take, as their first bytes say (the server checks the same with file-type). */
export type SniffedMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** JPEG FF D8 FF, PNG 89 "PNG" CR LF 1A LF, WebP "RIFF" ···· "WEBP", PDF "%PDF-"; anything else is null. */
export function sniffMime(bytes: Uint8Array): SniffedMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Reads only the first 12 bytes: a 20 MB PDF is not loaded to check its type. */
export async function sniffFile(file: Blob): Promise<SniffedMime | null> {
  return sniffMime(new Uint8Array(await file.slice(0, 12).arrayBuffer()));
}
