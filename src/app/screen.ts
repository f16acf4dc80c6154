/** Spec 000 §9: the mobile layout is below 500 px width. */
export const NARROW_SCREEN_PX = 500;

export function isNarrowScreen(): boolean {
  return window.innerWidth < NARROW_SCREEN_PX;
}
