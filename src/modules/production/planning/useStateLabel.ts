import { useLingui } from '@lingui/react/macro';
import type { CalendarState } from '../../../../domain/production/calendarColours.js';

/** The legend's words for a calendar state. */
export function useStateLabel(): (state: CalendarState) => string {
  const { t } = useLingui();
  const labels: Record<CalendarState, string> = { completed: t`E perfunduar`, toDo: t`Per te bere`, late: t`E vonuar`, other: t`Ne proces` };
  return (state) => labels[state];
}
