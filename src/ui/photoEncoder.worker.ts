import { drawFitted, fittedSize, PHOTO_JPEG_QUALITY, type EncodeAnswer, type EncodeRequest } from './photoEncoding';

/**
 * Re-encodes photos off the page's thread: decode, scale and JPEG-encode a
 * 12 MP photo take a few hundred milliseconds each, which on the page would
 * freeze the form while ten photos are prepared.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<EncodeRequest>) => void): void;
  postMessage(answer: EncodeAnswer): void;
};

scope.addEventListener('message', (event) => {
  const { id, photo, maxSide } = event.data;
  void encode(photo, maxSide).then(
    (jpeg) => scope.postMessage({ id, jpeg }),
    (e: unknown) => scope.postMessage({ id, error: e instanceof Error ? e.message : String(e) }),
  );
});

async function encode(photo: Blob, maxSide: number): Promise<Blob> {
  const bitmap = await createImageBitmap(photo);
  try {
    const size = fittedSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D OffscreenCanvas in this worker');
    drawFitted(context, bitmap, size);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  } finally {
    bitmap.close();
  }
}
