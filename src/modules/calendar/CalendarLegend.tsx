import { Trans, useLingui } from '@lingui/react/macro';
import { TASK_STATUSES } from '../../../domain/calendar/statuses.js';
import { TASK_COLOURS } from './taskColours';
import { TASK_STATUS_NAMES } from './taskStatusNames';

/** What the colours mean: each task status, and the agreements' white chips with a dark edge. */
export function CalendarLegend() {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-s-4 border-blue-900 bg-white" />
        <Trans>Marreveshje</Trans>
      </li>
      {TASK_STATUSES.map((s) => (
        <li key={s.id} className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm" style={{ backgroundColor: TASK_COLOURS[s.id] }} />
          {i18n._(TASK_STATUS_NAMES[s.id])}
        </li>
      ))}
    </ul>
  );
}
