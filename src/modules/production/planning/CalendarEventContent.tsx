import { CALENDAR_COLOURS } from '../../../../domain/production/calendarColours.js';
import type { CalendarProduct } from '../../../../domain/production/calendar.js';
import { formatDate } from '../../../../domain/format.js';

/** An event of the production calendar (spec 001 §2): client, project, dates, progress and a coloured strip per process. */
export function CalendarEventContent({ product }: { product: CalendarProduct }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 px-1 py-0.5 text-sm leading-tight text-slate-900">
      <span className="truncate font-semibold">
        {product.client.name}
        {product.project ? ` · ${product.project.name}` : ''}
      </span>
      <span className="truncate">
        {formatDate(product.start)} – {formatDate(product.end)} · {product.progress}%
      </span>
      <span className="flex gap-0.5" aria-hidden>
        {product.strips.map((s) => (
          <span key={s.responsibilityId} title={s.name} className="h-1.5 min-w-1 flex-1 rounded-sm" style={{ backgroundColor: CALENDAR_COLOURS[s.state] }} />
        ))}
      </span>
    </div>
  );
}
