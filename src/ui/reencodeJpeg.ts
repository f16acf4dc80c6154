import { drawFitted, fittedSize, MAX_PHOTO_SIDE, PHOTO_JPEG_QUALITY, type EncodeAnswer, type EncodeRequest } from './photoEncoding';

export { fittedSize, MAX_PHOTO_SIDE, PHOTO_JPEG_QUALITY } from './photoEncoding';

/** Encodes what a canvas holds as JPEG at the spec's quality. */
export function canvasToJpeg(canvas: HTMLCanvasElement, quality: number = PHOTO_JPEG_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded as JPEG'))), 'image/jpeg', quality);
  });
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes an image file, upright as its EXIF orientation says (createImageBitmap's and <img>'s default). */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (e) {
    URL.revokeObjectURL(url);
    throw e;
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

/** The page's own re-encode: where no worker can draw (no OffscreenCanvas), or the workers failed. */
async function reencodeHere(file: Blob, maxSide: number): Promise<Blob> {
  const image = await decode(file);
  try {
    const size = fittedSize(image.width, image.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas on this device');
    drawFitted(context, image.source, size);
    return await canvasToJpeg(canvas);
  } finally {
    image.release();
  }
}

/**
 * Workers that re-encode (photoEncoder.worker.ts), made on first use and kept
 * for the page's life, photos handed out in turn. Two: a tablet's other cores
 * keep the page drawing, and two already halve ten photos' wait.
 */
class EncoderPool {
  private readonly workers: Worker[] = [];
  private readonly waiting = new Map<number, { resolve: (jpeg: Blob) => void; reject: (e: Error) => void }>();
  private lastId = 0;
  broken = false;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./photoEncoder.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event: MessageEvent<EncodeAnswer>) => this.answer(event.data));
      // A worker that cannot start (its script missing from an old cache) fails what it was given; the page takes over.
      worker.addEventListener('error', () => this.fail(new Error('The photo encoder did not start')));
      this.workers.push(worker);
    }
  }

  encode(photo: Blob, maxSide: number): Promise<Blob> {
    const id = ++this.lastId;
    const worker = this.workers[id % this.workers.length]!;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, photo, maxSide } satisfies EncodeRequest);
    });
  }

  private answer(answer: EncodeAnswer): void {
    const waiter = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if ('jpeg' in answer) waiter?.resolve(answer.jpeg);
    else waiter?.reject(new Error(answer.error));
  }

  private fail(error: Error): void {
    this.broken = true;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
    for (const worker of this.workers) worker.terminate();
  }
}

let pool: EncoderPool | undefined;

function encoderPool(): EncoderPool | undefined {
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function' || typeof createImageBitmap !== 'function') return undefined;
  pool ??= new EncoderPool(Math.min(2, navigator.hardwareConcurrency || 1));
  return pool.broken ? undefined : pool;
}

/**
 * Re-encodes a photo as JPEG at quality 0.2, scaled down so its longest side
 * is at most MAX_PHOTO_SIDE (a smaller photo keeps its size), in a worker
 * where the browser has OffscreenCanvas, else on the page.
 */
export async function reencodeJpeg(file: Blob, maxSide: number = MAX_PHOTO_SIDE): Promise<Blob> {
  const workers = encoderPool();
  if (!workers) return reencodeHere(file, maxSide);
  try {
    return await workers.encode(file, maxSide);
  } catch {
    // The worker could not decode or draw it: the page may (a format only its <img> reads), or it fails there too.
    return reencodeHere(file, maxSide);
  }
}
