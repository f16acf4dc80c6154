import { MOBILE_MAX_WIDTH } from '../ui';

/**
 * The phone layout (spec 000 §9), by the same width the UI kit's tables use,
 * for code that runs outside React (route guards, the navbar's first state).
 */
export function isNarrowScreen(): boolean {
  return window.innerWidth <= MOBILE_MAX_WIDTH;
}
