import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { addDays, daysBetween } from '../../../../domain/days.js';
import { CALENDAR_COLOURS } from '../../../../domain/production/calendarColours.js';
import { fitToDays } from '../../../../domain/production/calendarDensity.js';
import { formatDate } from '../../../../domain/format.js';
import { dragRefusal, rangeRefusal } from '../../../../domain/production/dates.js';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import { enqueue, useLiveChanges, useLocalDb } from '../../../local';
import { Calendar, PageHeader, useToast, type CalendarEvent, type CalendarEventChange } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { translateServerMessage } from '../../../app/serverMessages';
import { ProductionGate } from '../ProductionGate';
import { calendarEventNodes } from './calendarEventNodes';
import { CalendarLegend } from './CalendarLegend';
import { CalendarDayModal } from './CalendarDayModal';
import { CalendarProductModal } from './CalendarProductModal';
import { calendarMoveCommand } from './calendarMoveCommand';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { MonthRangePicker, monthsIn, type MonthRange } from './MonthRangePicker';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { useCalendarProducts, useStableProducts } from './useCalendarProducts';
import { useRefusalToast } from './useRefusalToast';

const thisMonth = () => new Date().toISOString().slice(0, 7);
/** Events a day draws; more are the day's "+n" (the grid stays quick and readable at a glance). */
const EVENTS_PER_DAY = 4;

/**
 * The production calendar (spec 001 §2): the department's products in
 * production over one or several months, coloured by their state, each with
 * its processes as strips. Whoever plans dates drags an event to move it
 * (through the outbox, so offline as well) or opens it to set its dates with
 * a comment. Read from the device's mirror.
 */
export function CalendarPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const session = useSignedInSession();
  useLiveChanges();
  const [prefs, update] = usePreferences('calendar', { departmentId: null as string | null, from: thisMonth(), to: thisMonth() });
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dayOpen, setDayOpen] = useState<string | null>(null);
  const watchRefusal = useRefusalToast();
  const products = useCalendarProducts(prefs.departmentId, range);
  const byId = useMemo(() => new Map((products ?? []).map((p) => [p.id, p])), [products]);

  const fullPrivileges = isAdmin(session.permissions);
  // Dates are planned by full privileges and by the admins of the department shown (the server checks the product's own departments).
  const plans = canWriteModule(session.permissions, 'production') && !session.kiosk && (fullPrivileges || (prefs.departmentId !== null && session.adminDepartments.some((d) => d.value === prefs.departmentId)));
  const months = Math.max(1, monthsIn({ from: prefs.from, to: prefs.to }));

  const drawn = useStableProducts(products);
  // FullCalendar lays out every event it is handed: it gets those that fit a day, the rest are each day's "+n".
  const fitted = useMemo(() => (range ? fitToDays(drawn, range, EVENTS_PER_DAY) : null), [drawn, range]);
  const events = useMemo<CalendarEvent[]>(
    () =>
      drawn
        .filter((p) => fitted?.shown.has(p.id))
        .map((p) => ({
        id: p.id,
        title: `${p.client.name}${p.project ? ` · ${p.project.name}` : ''}`,
        start: p.start,
        end: addDays(p.end, 1),
        allDay: true,
        backgroundColor: '#ffffff',
        borderColor: CALENDAR_COLOURS[p.state],
        textColor: '#0f172a',
        className: 'zanati-edge-event',
      })),
    [drawn, fitted],
  );
  const dayNodes = useCallback(
    (date: string, dayNumberText: string): Node[] => {
      const more = fitted?.moreByDay.get(date) ?? 0;
      const number = document.createElement('span');
      number.textContent = dayNumberText;
      if (more === 0) return [number];
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'mr-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1 text-sm font-semibold text-brand-700 underline';
      button.textContent = `+${more}`;
      button.setAttribute('aria-label', t`+${more} produkte te tjera me ${formatDate(date)}`);
      button.addEventListener('click', () => setDayOpen(date));
      return [button, number];
    },
    [fitted, t],
  );

  const pickMonths = (next: MonthRange) => {
    const refusal = rangeRefusal({ start: next.from, end: next.to });
    if (refusal) {
      // The spec's filter rule: say so, and clear the stored range.
      toast.error(translateServerMessage(i18n, refusal));
      update({ from: thisMonth(), to: thisMonth() });
      return;
    }
    update({ from: next.from, to: next.to });
  };

  const moved = useCallback(
    async (change: CalendarEventChange): Promise<boolean> => {
      const product = byId.get(change.id);
      if (!product) return false;
      const newStart = change.start.slice(0, 10);
      const refusal = dragRefusal(newStart, Date.now());
      if (refusal) {
        toast.error(translateServerMessage(i18n, refusal.message));
        return false;
      }
      const days = daysBetween(product.start, newStart);
      if (days === 0) return true;
      const entry = await enqueue(db, calendarMoveCommand(product.id, days, `${product.client.name} · ${product.productName}`));
      watchRefusal(entry.id);
      return true;
    },
    [byId, db, i18n, toast, watchRefusal],
  );

  const open = openId ? byId.get(openId) : undefined;
  return (
    <ProductionGate>
      <PageHeader title={<Trans>Kalendari i prodhimit</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-72 max-w-full">
          <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
        </div>
        <MonthRangePicker value={{ from: prefs.from, to: prefs.to }} onChange={pickMonths} />
      </div>
      <div className="mb-3">
        <CalendarLegend />
      </div>
      <p className="sr-only" aria-live="polite">
        {products === undefined ? t`Duke ngarkuar…` : t`${products.length} produkte ne kalendar`}
      </p>
      <Calendar
        key={`${prefs.from}:${months}`}
        events={events}
        initialView={months > 1 ? 'dayGridMonths' : 'dayGridMonth'}
        initialDate={`${prefs.from}-01`}
        monthSpan={months}
        views={fullPrivileges ? [months > 1 ? 'dayGridMonths' : 'dayGridMonth', 'timeGridWeek', 'timeGridDay'] : []}
        editable={plans}
        moveOnly
        dayNodes={dayNodes}
        eventNodes={(id) => {
          const product = byId.get(id);
          return product ? calendarEventNodes(product) : [];
        }}
        onEventClick={setOpenId}
        onEventChange={moved}
        onRangeChange={(r) => setRange((current) => (current?.start === r.start && current.end === addDays(r.end, -1) ? current : { start: r.start, end: addDays(r.end, -1) }))}
      />
      {dayOpen && <CalendarDayModal date={dayOpen} products={drawn} onOpen={(id) => { setDayOpen(null); setOpenId(id); }} onClose={() => setDayOpen(null)} />}
      {open && <CalendarProductModal product={open} editsDates={plans} onClose={() => setOpenId(null)} />}
    </ProductionGate>
  );
}
