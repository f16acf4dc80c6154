import { MAX_SLIDES } from '../../../../domain/production/assignment.js';

/** Slides side by side: one on a phone, two on a tablet, the spec's at most four (§9) on a desktop. */
export const SLIDE_BREAKPOINTS = [
  { query: '(min-width: 1024px)', perView: MAX_SLIDES },
  { query: '(min-width: 640px)', perView: 2 },
] as const;

/** The slides shown together: a window of `perView` starting at a multiple of it, so paging steps whole windows. */
export interface SlideWindow {
  /** Index of the first slide shown. */
  start: number;
  /** One past the last slide shown. */
  end: number;
  page: number;
  pages: number;
}

/**
 * The window holding slide `first` (the first one the user saw), for the
 * number of slides there are and shown together: after a resize or a filter
 * the same slide stays in view, and a window past the end falls back to the last.
 */
export function slideWindow(first: number, total: number, perView: number): SlideWindow {
  const pages = Math.max(1, Math.ceil(total / perView));
  const page = Math.min(Math.max(0, Math.floor(first / perView)), pages - 1);
  const start = page * perView;
  return { start, end: Math.min(total, start + perView), page, pages };
}

/** The first slide of the window `step` pages away, going round from the last window to the first and back. */
export function pagedFirst(current: SlideWindow, step: 1 | -1, perView: number): number {
  return ((current.page + step + current.pages) % current.pages) * perView;
}
