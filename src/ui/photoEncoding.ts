/** Spec 000 §9 and 001 §9: image uploads are recompressed to JPEG at quality 0.2. */
export const PHOTO_JPEG_QUALITY = 0.2;

/**
 * The longest side a kept photo may have. A 12 MP camera photo (4000 × 3000)
 * at quality 0.2 is still over a megabyte and ten of them fill a tablet's
 * queue and a slow upload; 2048 px keeps a fitting readable on a printed A4
 * and on screen, at a few hundred kilobytes.
 */
export const MAX_PHOTO_SIDE = 2048;

/** The size a photo is kept at: its own when its longest side fits, else scaled down to it, shape kept, at least 1 px. */
export function fittedSize(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What both a page's canvas and a worker's OffscreenCanvas draw with. */
type Context2d = Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect' | 'imageSmoothingQuality' | 'drawImage'>;

/**
 * Draws a decoded photo at its kept size on a canvas of that size (upright as
 * its EXIF says: createImageBitmap's default). Transparent parts (PNG, WebP)
 * become white rather than JPEG's default black.
 */
export function drawFitted(context: Context2d, source: CanvasImageSource, size: { width: number; height: number }): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
}

/** A photo to re-encode, sent to the encoding worker. */
export interface EncodeRequest {
  id: number;
  photo: Blob;
  maxSide: number;
}

/** The worker's answer: the JPEG, or why there is none (the page then encodes it itself). */
export type EncodeAnswer = { id: number; jpeg: Blob } | { id: number; error: string };
