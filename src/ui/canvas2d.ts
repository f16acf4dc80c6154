/**
 * Whether this page can draw on a 2D canvas. Real browsers can, except when the
 * device has run out of canvas memory (iPadOS refuses new contexts then); the
 * signature pad shows a message instead of crashing the whole form.
 */
export function canDraw2d(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}
