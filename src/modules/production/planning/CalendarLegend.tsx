import { useLingui } from '@lingui/react/macro';
import { CALENDAR_COLOURS, CALENDAR_LEGEND, type CalendarState } from '../../../../domain/production/calendarColours.js';
import { useStateLabel } from './useStateLabel';

/** The calendar's legend (spec 001 §2): completed, to do, late, in process. */
export function CalendarLegend() {
  const { t } = useLingui();
  const label = useStateLabel();
  return (
    <ul aria-label={t`Legjenda`} className="flex flex-wrap gap-x-5 gap-y-2 text-base">
      {CALENDAR_LEGEND.map((state: CalendarState) => (
        <li key={state} className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-4 w-4 rounded-sm" style={{ backgroundColor: CALENDAR_COLOURS[state] }} />
          {label(state)}
        </li>
      ))}
    </ul>
  );
}
