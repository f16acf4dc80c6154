import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from './fileStoreConfig.js';
import { checkedName, newStoredName, type ByteRange, type FileStore, type StoredBytes } from './fileStore.js';
import type { SniffedFile } from './sniff.js';

const isMissing = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Files as objects of an S3-compatible bucket, one object per stored name
 * (S3_PREFIX + name). Several server processes share it without sharing a
 * disk. Uploads go up in one PUT each (an upload is at most 20 MB, far below
 * S3's 5 GB for one PUT), streamed from the request's temporary file; reads
 * stream the object through the app, never buffered whole.
 */
export class S3FileStore implements FileStore {
  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  /** A store whose bucket answers; else the server does not start, with why. */
  static async open(settings: S3Settings): Promise<S3FileStore> {
    const client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 demands them: the SDK's default sends a streamed body
      // aws-chunked with a trailing checksum, which many S3-compatible servers store as it came.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    } catch (err) {
      client.destroy();
      const where = `S3 bucket ${settings.bucket} at ${settings.endpoint ?? `AWS ${settings.region}`}`;
      throw new Error(`${where} cannot be used: ${whyNot(err)}`, { cause: err });
    }
    return new S3FileStore(client, settings.bucket, settings.prefix);
  }

  async save(sniffed: SniffedFile): Promise<string> {
    const storedName = newStoredName(sniffed.ext);
    // One PUT is atomic: a failed one leaves no object behind.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(storedName),
        Body: createReadStream(sniffed.file.path),
        ContentLength: sniffed.file.size,
        ContentType: sniffed.mime,
      }),
    );
    return storedName;
  }

  async put(storedName: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName), Body: bytes }));
  }

  /** A copy made by the server holding the bucket: the bytes do not pass through here. */
  async copy(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${this.keyOf(from).split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.keyOf(to), CopySource: source }));
  }

  async sizeOf(storedName: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName) }));
      return head.ContentLength ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(storedName: string, range?: ByteRange): Promise<StoredBytes | null> {
    let object;
    try {
      object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    const body = object.Body;
    // In Node the SDK answers the HTTP response itself, a Readable.
    if (!(body instanceof Readable)) throw new Error(`S3 answered ${storedName} without a readable body`);
    const size = range ? totalOf(object.ContentRange) : object.ContentLength;
    if (size === undefined) {
      body.destroy();
      throw new Error(`S3 answered ${storedName} without its size`);
    }
    return { size, body };
  }

  /** S3 answers a delete of a missing key with success too. */
  async remove(storedName: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(storedName) }));
  }

  private keyOf(storedName: string): string {
    return this.prefix + checkedName(storedName);
  }
}

/** The whole object's size from `Content-Range: bytes 0-99/1234`. */
function totalOf(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

/** What went wrong, readably: a HEAD answer has no body, so S3's own message is often just "UnknownError". */
function whyNot(err: unknown): string {
  if (err instanceof S3ServiceException) return `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`;
  return err instanceof Error ? err.message : String(err);
}
