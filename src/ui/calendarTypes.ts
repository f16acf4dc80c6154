export interface CalendarEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD for a whole-day event, else an ISO date-time. */
  start: string;
  /** Exclusive end, as FullCalendar reads it. */
  end?: string | null;
  allDay?: boolean;
  color?: string;
  /** Instead of `color`: a light fill with a coloured edge keeps small text readable. */
  backgroundColor?: string;
  borderColor?: string;
  textColor?: string;
  /** Classes on the event's element (the screen's own styles). */
  className?: string;
  /** This event alone may (true) or may not (false) be dragged; unset follows the calendar's `editable`. */
  editable?: boolean;
}

export interface CalendarEventChange {
  id: string;
  start: string;
  end: string | null;
  allDay: boolean;
}

/**
 * dayGridMonths: several months in one grid, as many as `monthSpan` says.
 * dayGridWeek / dayGridDay: a week or a day of whole-day events without the
 * hours (a calendar whose events have no time of day).
 */
export type CalendarView = 'dayGridMonth' | 'dayGridMonths' | 'timeGridWeek' | 'timeGridDay' | 'dayGridWeek' | 'dayGridDay';

export interface CalendarProps {
  events: readonly CalendarEvent[];
  initialView?: CalendarView;
  /** YYYY-MM-DD the calendar opens on; defaults to today. */
  initialDate?: string;
  /** Events can be dragged and resized (each change goes to onEventChange). */
  editable?: boolean;
  onDateClick?: (date: string, allDay: boolean) => void;
  onEventClick?: (id: string) => void;
  /** A drag or resize; returning false (or a promise of false) puts the event back. */
  onEventChange?: (change: CalendarEventChange) => boolean | void | Promise<boolean | void>;
  /** The shown range changed (view or page): start inclusive, end exclusive, YYYY-MM-DD. */
  onRangeChange?: (range: { start: string; end: string }) => void;
  /** The view buttons offered; defaults to month, week and day. */
  views?: readonly CalendarView[];
  /** How many months the dayGridMonths view shows at once (default 2). */
  monthSpan?: number;
  /** Events move but keep their length (no resizing). */
  moveOnly?: boolean;
  /** Events take the keyboard's focus and open with Enter (onEventClick), for screens whose events are few enough to tab through. */
  focusableEvents?: boolean;
  /** What a day cell's top shows instead of its number alone (the date, YYYY-MM-DD, and the number's text), as plain DOM nodes. */
  dayNodes?: (date: string, dayNumberText: string) => Node[];
  /**
   * What an event shows instead of its title, as plain DOM nodes (its id is the
   * event's): a calendar of thousands of events cannot afford a React root each.
   */
  eventNodes?: (id: string) => Node[];
}
