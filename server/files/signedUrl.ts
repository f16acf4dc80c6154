import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileUrl } from '../../domain/files.js';

/** How long a signed download link works. */
export const SIGNED_URL_SECONDS = 5 * 60;
const KEY_BYTES = 32;

/**
 * Short-lived download links for <img> and <a>, which cannot send a bearer
 * token: `?exp=<unix seconds>&uid=<reader>&sig=<HMAC-SHA256 of file id, exp,
 * reader and whether it opens inline>[&inline=1]`. The link names the reader
 * it was issued to (a user, or a kiosk while nobody acts at it), so the
 * download checks that reader's visibility again (a user deleted or no longer
 * reading the owner, a revoked kiosk, gets 404); `inline` is signed too, so a
 * link made to download cannot be turned into one that opens in the page.
 *
 * The key is 32 random bytes in DATA_DIR/secrets/file-url.key, made on first
 * start, or FILE_URL_KEY where several server processes do not share one
 * DATA_DIR (files in S3): a link issued by one process must open on any.
 * Deleting or changing it (and restarting) revokes every link handed out.
 */
export class FileUrlSigner {
  private constructor(private readonly key: Buffer) {}

  static async open(dataDir: string, configured?: Buffer): Promise<FileUrlSigner> {
    if (configured) return new FileUrlSigner(configured);
    const dir = path.join(dataDir, 'secrets');
    const keyFile = path.join(dir, 'file-url.key');
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    // Written aside and linked into place: link fails if the key exists, so two
    // servers starting at once agree on one key and never read a half-written one.
    const draft = path.join(dir, `file-url.key.${process.pid}.${randomBytes(6).toString('hex')}`);
    await fs.writeFile(draft, randomBytes(KEY_BYTES), { mode: 0o600 });
    try {
      await fs.link(draft, keyFile);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fs.rm(draft, { force: true });
    }
    const key = await fs.readFile(keyFile);
    if (key.length !== KEY_BYTES) throw new Error(`${keyFile} is not a ${KEY_BYTES}-byte key; delete it to make a new one`);
    return new FileUrlSigner(key);
  }

  private mac(fileId: string, exp: number, readerId: string, inline: boolean): string {
    return createHmac('sha256', this.key).update(`file:${fileId}:${exp}:${readerId}:${inline ? 'inline' : 'attachment'}`).digest('base64url');
  }

  /** A link to the file for this reader that works without a token until `exp` (unix seconds). */
  url(fileId: string, exp: number, readerId: string, inline: boolean): string {
    return `${fileUrl(fileId)}?exp=${exp}&uid=${readerId}&sig=${this.mac(fileId, exp, readerId, inline)}${inline ? '&inline=1' : ''}`;
  }

  verify(fileId: string, link: { exp: number; uid: string; sig: string; inline: boolean }, nowSeconds: number): boolean {
    if (link.exp < nowSeconds) return false;
    // Compared as text: base64url decoding is lenient, so two spellings could decode alike.
    const given = Buffer.from(link.sig);
    const expected = Buffer.from(this.mac(fileId, link.exp, link.uid, link.inline));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** FILE_URL_KEY, base64 of 32 random bytes (`openssl rand -base64 32`), or undefined when unset. */
export function readFileUrlKey(env: NodeJS.ProcessEnv): Buffer | undefined {
  const text = env.FILE_URL_KEY?.trim();
  if (!text) return undefined;
  // 43 base64 characters and a pad are 32 bytes; Buffer.from alone would skip stray characters silently.
  if (!/^[A-Za-z0-9+/]{43}=?$/.test(text)) throw new Error(`FILE_URL_KEY must be ${KEY_BYTES} bytes in base64 (openssl rand -base64 ${KEY_BYTES}).`);
  return Buffer.from(text, 'base64');
}
