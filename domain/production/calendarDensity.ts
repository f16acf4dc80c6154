import { addDays, daysBetween } from '../days.js';

/**
 * What a month grid draws when a day shows at most `perDay` events, and how
 * many more each day holds. FullCalendar lays out every event it is handed,
 * hidden or not (fullcalendar/fullcalendar#6148): a month of 2,000 products
 * took ten seconds. The grid is handed only the products that fit, taken in
 * order (earliest start first), each only where every one of its shown days
 * has room; the rest are counted per day for the day's "+n".
 */
export interface Fitted {
  shown: ReadonlySet<string>;
  /** YYYY-MM-DD → products planned that day and not drawn. */
  moreByDay: ReadonlyMap<string, number>;
}

export function fitToDays(products: readonly { id: string; start: string; end: string }[], range: { start: string; end: string }, perDay: number): Fitted {
  const length = daysBetween(range.start, range.end) + 1;
  const drawn = new Int32Array(Math.max(0, length));
  const more = new Int32Array(Math.max(0, length));
  const shown = new Set<string>();
  for (const p of products) {
    const from = Math.max(0, daysBetween(range.start, p.start));
    const to = Math.min(length - 1, daysBetween(range.start, p.end));
    if (from > to) continue;
    let fits = true;
    for (let i = from; i <= to && fits; i++) fits = drawn[i]! < perDay;
    const counts = fits ? drawn : more;
    for (let i = from; i <= to; i++) counts[i]! += 1;
    if (fits) shown.add(p.id);
  }
  const moreByDay = new Map<string, number>();
  more.forEach((n, i) => {
    if (n > 0) moreByDay.set(addDays(range.start, i), n);
  });
  return { shown, moreByDay };
}
