import { CALENDAR_COLOURS } from '../../../../domain/production/calendarColours.js';
import type { CalendarProduct } from '../../../../domain/production/calendar.js';
import { formatDate } from '../../../../domain/format.js';

const element = (tag: string, className: string, text?: string): HTMLElement => {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
};

/**
 * An event of the production calendar (spec 001 §2): client, project, dates,
 * progress and a coloured strip per process. Plain DOM: a month holds
 * thousands of events, each cut into a piece per week, and a React root for
 * every piece froze the page.
 */
export function calendarEventNodes(product: CalendarProduct): Node[] {
  const box = element('div', 'flex min-w-0 flex-col gap-0.5 px-1 py-0.5 text-sm leading-tight text-slate-900');
  box.append(
    element('span', 'truncate font-semibold', `${product.client.name}${product.project ? ` · ${product.project.name}` : ''}`),
    element('span', 'truncate', `${formatDate(product.start)} – ${formatDate(product.end)} · ${product.progress}%`),
  );
  const strips = element('span', 'flex gap-0.5');
  strips.setAttribute('aria-hidden', 'true');
  for (const s of product.strips) {
    const strip = element('span', 'h-1.5 min-w-1 flex-1 rounded-sm');
    strip.title = s.name;
    strip.style.backgroundColor = CALENDAR_COLOURS[s.state];
    strips.append(strip);
  }
  box.append(strips);
  return [box];
}
