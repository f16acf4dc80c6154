/** Spec 000 §9 and 001 §9: image uploads are recompressed to JPEG at quality 0.2. */
export const PHOTO_JPEG_QUALITY = 0.2;

/**
 * The longest side a kept photo may have. A 12 MP camera photo (4000 × 3000)
 * at quality 0.2 is still over a megabyte and ten of them fill a tablet's
 * queue and a slow upload; 2048 px keeps a fitting readable on a printed A4
 * and on screen, at a few hundred kilobytes.
 */
export const MAX_PHOTO_SIDE = 2048;

/** Encodes what a canvas holds as JPEG at the spec's quality. */
export function canvasToJpeg(canvas: HTMLCanvasElement, quality: number = PHOTO_JPEG_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded as JPEG'))), 'image/jpeg', quality);
  });
}

/** The size a photo is kept at: its own when its longest side fits, else scaled down to it, shape kept, at least 1 px. */
export function fittedSize(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
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

/**
 * Re-encodes a photo as JPEG at quality 0.2 on a canvas, scaled down so its
 * longest side is at most MAX_PHOTO_SIDE (a smaller photo keeps its size).
 * Transparent parts (PNG, WebP) become white rather than JPEG's default black.
 */
export async function reencodeJpeg(file: Blob, maxSide: number = MAX_PHOTO_SIDE): Promise<Blob> {
  const image = await decode(file);
  try {
    const size = fittedSize(image.width, image.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas on this device');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, size.width, size.height);
    return await canvasToJpeg(canvas);
  } finally {
    image.release();
  }
}
