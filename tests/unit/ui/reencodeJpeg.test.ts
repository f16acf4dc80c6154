import { afterEach, describe, expect, test, vi } from 'vitest';
import { fittedSize, MAX_PHOTO_SIDE, reencodeJpeg } from '../../../src/ui/reencodeJpeg';

/**
 * jsdom neither decodes images nor draws: the bitmap and the 2D context are
 * stood in for, to see what size the photo is drawn and encoded at.
 */
function standIns(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal('createImageBitmap', vi.fn(() => Promise.resolve({ width, height, close })));
  const drawImage = vi.fn();
  const context = { fillStyle: '', imageSmoothingQuality: 'low', fillRect: vi.fn(), drawImage };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  const encoded: { width: number; height: number; type?: string; quality?: unknown }[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type, quality) {
    encoded.push({ width: this.width, height: this.height, ...(type ? { type } : {}), quality });
    callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type }));
  });
  return { close, drawImage, encoded };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('reencodeJpeg', () => {
  test('keeps a photo whose longest side fits as it is', () => {
    expect(fittedSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(MAX_PHOTO_SIDE, 10)).toEqual({ width: MAX_PHOTO_SIDE, height: 10 });
  });

  test('scales a larger photo down to the longest side, shape kept, upright or lying', () => {
    expect(MAX_PHOTO_SIDE).toBe(2048);
    expect(fittedSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(fittedSize(100_000, 1)).toEqual({ width: 2048, height: 1 });
  });

  test('draws a 12 MP photo at 2048 px and encodes it as JPEG at quality 0.2', async () => {
    const { close, drawImage, encoded } = standIns(4000, 3000);
    const jpeg = await reencodeJpeg(new Blob([new Uint8Array([1])], { type: 'image/jpeg' }));
    expect(jpeg.type).toBe('image/jpeg');
    expect(encoded).toEqual([{ width: 2048, height: 1536, type: 'image/jpeg', quality: 0.2 }]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2048, 1536);
    expect(close).toHaveBeenCalled();
  });

  test('encodes a small photo at its own size', async () => {
    const { encoded } = standIns(800, 600);
    await reencodeJpeg(new Blob([new Uint8Array([1])], { type: 'image/png' }));
    expect(encoded).toEqual([{ width: 800, height: 600, type: 'image/jpeg', quality: 0.2 }]);
  });
});
