import type { EventChangeArg, EventClickArg, EventInput, LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import sqLocale from '@fullcalendar/core/locales/sq';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { toIsoDate } from '../../domain/format.js';
import './calendar.css';
import type { CalendarProps, CalendarView } from './calendarTypes';

const ALL_VIEWS: readonly CalendarView[] = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'];

/** FullCalendar locales for the app's languages; English as en-GB for Monday weeks and 24-hour times. */
const LOCALES: Record<string, LocaleInput> = { sq: sqLocale, en: enGbLocale, de: deLocale };

/**
 * The calendar behind Calendar (loaded on first use: FullCalendar is large).
 * Month, week and day views (FullCalendar v6: dayGrid, timeGrid, interaction) in
 * the language Lingui has active: Albanian, English or German.
 */
export function FullCalendarView(props: CalendarProps) {
  const { events, initialView = 'dayGridMonth', initialDate, editable = false, onDateClick, onEventClick, onEventChange, onRangeChange, views = ALL_VIEWS, monthSpan = 2, moveOnly = false, focusableEvents = false, dayNodes, eventNodes } = props;
  const { t, i18n } = useLingui();
  const locale = LOCALES[i18n.locale] ?? sqLocale;
  // FullCalendar compares event inputs by identity: a new array every render would redraw every event.
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((e) => ({
        id: e.id,
        title: e.title,
        start: e.start,
        end: e.end ?? undefined,
        allDay: e.allDay,
        color: e.color,
        backgroundColor: e.backgroundColor,
        borderColor: e.borderColor,
        textColor: e.textColor,
        classNames: e.className ? [e.className] : [],
        // Only when set: FullCalendar reads a present `editable: undefined` as false, not as "the calendar's".
        ...(e.editable === undefined ? {} : { editable: e.editable }),
      })),
    [events],
  );

  const changed = async (arg: EventChangeArg) => {
    const { event } = arg;
    try {
      const accepted = await onEventChange?.({ id: event.id, start: event.startStr, end: event.endStr === '' ? null : event.endStr, allDay: event.allDay });
      if (accepted === false) arg.revert();
    } catch (error) {
      // The move was not recorded: put the event back where the data says it is, then let the error surface.
      arg.revert();
      throw error;
    }
  };

  return (
    <div className="zanati-calendar">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        locales={[sqLocale, enGbLocale, deLocale]}
        locale={locale}
        initialView={initialView}
        initialDate={initialDate}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: views.length > 1 ? views.join(',') : '' }}
        views={{ dayGridMonths: { type: 'dayGrid', duration: { months: monthSpan }, buttonText: t`${monthSpan} muaj` } }}
        eventDurationEditable={editable && !moveOnly}
        dayCellContent={dayNodes ? (arg) => ({ domNodes: dayNodes(toIsoDate(arg.date), arg.dayNumberText) }) : undefined}
        eventContent={eventNodes ? (arg) => ({ domNodes: eventNodes(arg.event.id) }) : undefined}
        // Arrows as text, not FullCalendar's icon font, whose spans are unlabelled role="img".
        buttonIcons={false}
        buttonText={{ prev: '‹', next: '›' }}
        // A day cell named by its number's date hides its events from its name.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        height="auto"
        events={inputs}
        editable={editable}
        eventInteractive={focusableEvents}
        eventClick={onEventClick ? (arg: EventClickArg) => onEventClick(arg.event.id) : undefined}
        dateClick={onDateClick ? (arg: DateClickArg) => onDateClick(arg.dateStr, arg.allDay) : undefined}
        eventChange={(arg) => void changed(arg)}
        datesSet={onRangeChange ? (arg) => onRangeChange({ start: arg.startStr.slice(0, 10), end: arg.endStr.slice(0, 10) }) : undefined}
      />
    </div>
  );
}
