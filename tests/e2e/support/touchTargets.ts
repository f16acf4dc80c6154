import type { Page } from '@playwright/test';

export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible button, link, input, select and textarea smaller than `min` CSS px
 * in either direction, by accessible name. A checkbox or radio counts by its
 * label when the label is what the finger hits (the UI kit's Checkbox).
 * Visually hidden controls (sr-only skip links until focused) are not targets.
 * The page itself counts too when it is wider than the screen.
 */
export async function smallTouchTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const accessibleName = (el: Element): string => {
      const labelled = el.getAttribute('aria-labelledby');
      const text =
        el.getAttribute('aria-label') ||
        (labelled ? labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '') ||
        ('labels' in el && (el as HTMLInputElement).labels?.[0]?.textContent) ||
        (el as HTMLElement).innerText ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        '';
      return `${el.tagName.toLowerCase()} "${text.trim().replace(/\s+/g, ' ')}"`;
    };
    const visuallyHidden = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
      const rect = el.getBoundingClientRect();
      return rect.width <= 1 || rect.height <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };
    const small: { name: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea')) {
      if ((el as HTMLInputElement).type === 'hidden' || visuallyHidden(el)) continue;
      let box = el.getBoundingClientRect();
      const input = el as HTMLInputElement;
      if (el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) {
        const label = input.labels?.[0];
        if (label) box = label.getBoundingClientRect();
      }
      // Rounded: sub-pixel layout (44 px from 2.75 rem at 16 px) must not count as 43.99.
      const width = Math.round(box.width);
      const height = Math.round(box.height);
      if (width < minimum || height < minimum) small.push({ name: accessibleName(el), width, height });
    }
    // A page wider than the phone hides its right edge behind a sideways scroll: every target there is out of reach.
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth) small.push({ name: 'the page itself, wider than the screen', width: page.scrollWidth, height: page.scrollHeight });
    return small;
  }, min);
}
