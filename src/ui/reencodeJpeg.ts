/** Spec 000 §9: image uploads are recompressed to JPEG at quality 0.2. */
export const PHOTO_JPEG_QUALITY = 0.2;

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

/**
 * Re-encodes a photo as JPEG at quality 0.2, full size, on a canvas. Transparent
 * parts (PNG, WebP) become white rather than JPEG's default black.
 */
export async function reencodeJpeg(file: Blob): Promise<Blob> {
  const image = await decode(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas on this device');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image.source, 0, 0);
    return await canvasToJpeg(canvas);
  } finally {
    image.release();
  }
}
