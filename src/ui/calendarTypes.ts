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
}

export interface CalendarEventChange {
  id: string;
  start: string;
  end: string | null;
  allDay: boolean;
}

/** dayGridMonths: several months in one grid, as many as `monthSpan` says. */
export type CalendarView = 'dayGridMonth' | 'dayGridMonths' | 'timeGridWeek' | 'timeGridDay';

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
  /** What a day cell's top shows instead of its number alone (the date, YYYY-MM-DD, and the number's text), as plain DOM nodes. */
  dayNodes?: (date: string, dayNumberText: string) => Node[];
  /**
   * What an event shows instead of its title, as plain DOM nodes (its id is the
   * event's): a calendar of thousands of events cannot afford a React root each.
   */
  eventNodes?: (id: string) => Node[];
}
