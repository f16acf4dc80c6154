import type { Page } from 'playwright-core';

/** What a tablet's camera hands the form: a 12 MP JPEG of about 4 MB (issue 13's benchmark input). */
export const CAMERA_PHOTO = { width: 4000, height: 3000, bytes: 4 * 1024 * 1024 } as const;

/**
 * Makes a camera-like JPEG in the page (a canvas of gradients and grain, so
 * the encoder cannot shrink it the way it would a flat colour), choosing the
 * quality that lands closest to the target size. Node has no JPEG encoder
 * without a dependency; Chromium has one.
 */
export async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, bytes }) => {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#8a6d4b');
    gradient.addColorStop(0.5, '#d9c7a8');
    gradient.addColorStop(1, '#3d5a73');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    const grain = ctx.getImageData(0, 0, width, height);
    let seed = 1;
    for (let i = 0; i < grain.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = (seed % 48) - 24;
      grain.data[i] = grain.data[i]! + n;
      grain.data[i + 1] = grain.data[i + 1]! + n;
      grain.data[i + 2] = grain.data[i + 2]! + n;
    }
    ctx.putImageData(grain, 0, 0);
    let best: Blob | null = null;
    for (const quality of [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.86, 0.87, 0.88, 0.89, 0.9]) {
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      if (!best || Math.abs(blob.size - bytes) < Math.abs(best.size - bytes)) best = blob;
    }
    const raw = new Uint8Array(await best!.arrayBuffer());
    let text = '';
    for (let i = 0; i < raw.length; i += 0x8000) text += String.fromCharCode(...raw.subarray(i, i + 0x8000));
    return btoa(text);
  }, CAMERA_PHOTO);
  return Buffer.from(base64, 'base64');
}
