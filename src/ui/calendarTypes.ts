export interface CalendarEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD for a whole-day event, else an ISO date-time. */
  start: string;
  /** Exclusive end, as FullCalendar reads it. */
  end?: string | null;
  allDay?: boolean;
  color?: string;
}

export interface CalendarEventChange {
  id: string;
  start: string;
  end: string | null;
  allDay: boolean;
}

export type CalendarView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';

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
}
