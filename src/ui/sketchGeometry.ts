/**
 * The sizes of a sketch (pure): the image it is saved as, how it fits the
 * screen, and where a finger on the screen lands on it.
 */

export interface Size {
  width: number;
  height: number;
}

/**
 * The saved image's longest side, in pixels: a measurement template page at
 * about 240 dpi (A4 is 11.7 in), enough to read a handwritten dimension on a
 * printout, a few hundred kilobytes as PNG.
 */
export const SKETCH_MAX_SIDE = 2800;

/** A blank page has A4's shape. */
const A4_RATIO = Math.SQRT2;

/** The image a page of this size is drawn and saved at: its shape, the longest side SKETCH_MAX_SIDE (scaled up or down), at least 1 px. */
export function sketchSizeOf(page: Size, maxSide: number = SKETCH_MAX_SIDE): Size {
  const longest = Math.max(page.width, page.height);
  if (!(longest > 0)) return { width: maxSide, height: Math.round(maxSide / A4_RATIO) };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(page.width * scale)), height: Math.max(1, Math.round(page.height * scale)) };
}

/** A blank page, A4 turned the way the screen is (a tablet held landscape draws on a landscape page). */
export function blankSketchSize(screen: Size, maxSide: number = SKETCH_MAX_SIDE): Size {
  const short = Math.round(maxSide / A4_RATIO);
  return screen.width >= screen.height ? { width: maxSide, height: short } : { width: short, height: maxSide };
}

/** The largest size of `content`'s shape inside `box`, and its scale (shown px per sketch px). */
export function fitInside(content: Size, box: Size): Size & { scale: number } {
  const scale = Math.max(0, Math.min(box.width / content.width, box.height / content.height));
  return { width: content.width * scale, height: content.height * scale, scale };
}

/**
 * A canvas's pixel size for its shown size on this screen (device pixels, so
 * lines stay sharp on a high-DPI tablet), kept under `maxArea` pixels: iPadOS
 * refuses canvases past about 16.7 million, and memory is short there.
 */
export function backingSize(shown: Size, devicePixelRatio: number, maxArea = 16_000_000): Size & { ratio: number } {
  let ratio = Math.max(1, devicePixelRatio);
  const area = shown.width * shown.height * ratio * ratio;
  if (area > maxArea) ratio = Math.max(0.1, Math.sqrt(maxArea / (shown.width * shown.height)));
  return { width: Math.max(1, Math.round(shown.width * ratio)), height: Math.max(1, Math.round(shown.height * ratio)), ratio };
}

/** Where a pointer at (clientX, clientY) lands on a sketch shown in `rect`: sketch pixels, kept on the page. */
export function toSketchPoint(client: { x: number; y: number }, rect: { left: number; top: number; width: number; height: number }, sketch: Size): { x: number; y: number } {
  const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));
  const x = rect.width > 0 ? ((client.x - rect.left) / rect.width) * sketch.width : 0;
  const y = rect.height > 0 ? ((client.y - rect.top) / rect.height) * sketch.height : 0;
  return { x: clamp(x, sketch.width), y: clamp(y, sketch.height) };
}
