import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import type { TaskRow } from '../../../domain/calendar/rows.js';
import { toIsoDate } from '../../../domain/format.js';
import { MSG } from '../../../domain/messages.js';
import { canWriteModule } from '../../../domain/permissions.js';
import { rangeRefusal } from '../../../domain/production/dates.js';
import { enqueue, useLocalDb } from '../../local';
import { Button, Calendar, LoadingState, PageHeader, useNarrowScreen, useToast, type CalendarEventChange } from '../../ui';
import { translateServerMessage } from '../../app/serverMessages';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { usePreferences } from '../../app/filters/planningPreferences';
import { useRefusedEntry } from '../../app/writes/outboxDraft';
import { AgreementDatesModal } from './agreement/AgreementDatesModal';
import { agreementTitle, datesOfChange, eventIdOf, eventsOf, type CalendarItem, type MonthRange } from './calendarItems';
import { CalendarFilters } from './CalendarFilters';
import { CalendarLegend } from './CalendarLegend';
import { readCalendarItems } from './readCalendarItems';
import { updateTaskCommand } from './task/taskCommands';
import { newTaskDraft, planTaskSave, refusedTaskOf, taskDraftOf, type TaskDraft } from './task/taskDraft';
import { TaskFormModal } from './task/TaskFormModal';
import { useAnnounceQueuedSave } from '../../app/writes/useAnnounceQueuedSave';

type Open = { kind: 'task'; task: TaskRow | null; initial: TaskDraft } | { kind: 'agreement'; id: string; title: string } | null;

const NO_RANGE: MonthRange = { from: '', to: '' };

/** Month, week and day (spec 000 §2) as whole days: agreements and tasks have no time of day, so the hours' grid would stay empty. */
const VIEWS = ['dayGridMonth', 'dayGridWeek', 'dayGridDay'] as const;

const route = getRouteApi('/signedIn/dashboard/agreements/project/calendar/');

/**
 * The calendar of agreements and tasks (spec 000 §2
 * /dashboard/agreements/project/calendar): month, week and day views of the
 * device's mirror, so it opens and saves without signal. A task opens its
 * form (or is dragged to new days); an agreement opens its dates modal.
 */
export function CalendarPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const session = useSignedInSession();
  const narrow = useNarrowScreen();
  const items = useLiveQuery(() => readCalendarItems(db), [db]);
  // Spec 001 §9: the filters stay on the device between visits.
  const [filters, setFilters] = usePreferences('agreementCalendar', { from: NO_RANGE.from, to: NO_RANGE.to, search: '' });
  const range: MonthRange = { from: filters.from, to: filters.to };
  const { search } = filters;
  const setRange = (next: MonthRange) => setFilters(next);
  const setSearch = (text: string) => setFilters({ search: text });
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const { outboxEntry } = route.useSearch();
  const refusedEntry = useRefusedEntry(outboxEntry);
  const refused = refusedEntry ? refusedTaskOf(refusedEntry.form?.data) : null;
  const writesTasks = canWriteModule(session.permissions, 'calendar') && !session.kiosk;
  const writesAgreements = canWriteModule(session.permissions, 'agreements') && !session.kiosk;

  const byEventId = useMemo(() => new Map((items ?? []).map((item): [string, CalendarItem] => [eventIdOf(item), item])), [items]);
  const events = useMemo(() => eventsOf(items ?? [], search, { from: filters.from, to: filters.to }), [items, search, filters.from, filters.to]);

  const taskOf = (id: string): TaskRow | null => {
    const item = byEventId.get(`task:${id}`);
    return item?.kind === 'task' ? item.task : null;
  };

  const pickRange = (next: MonthRange) => {
    const refusal = rangeRefusal({ start: next.from, end: next.to });
    if (refusal) {
      // The spec's filter rule (§5): say so, and clear the range.
      toast.error(translateServerMessage(i18n, refusal));
      setRange(NO_RANGE);
      return;
    }
    setRange(next);
  };

  const openEvent = (eventId: string) => {
    const item = byEventId.get(eventId);
    if (item?.kind === 'task') setOpen({ kind: 'task', task: item.task, initial: taskDraftOf(item.task) });
    else if (item) setOpen({ kind: 'agreement', id: item.agreement.id, title: agreementTitle(item.agreement) });
  };

  // A task dragged or stretched: its new real dates, saved as the form would save them.
  const moved = useCallback(
    async (change: CalendarEventChange): Promise<boolean> => {
      const item = byEventId.get(change.id);
      const dates = datesOfChange(change);
      if (item?.kind !== 'task' || !dates) return false;
      const plan = planTaskSave({ ...taskDraftOf(item.task), ...dates });
      if (!plan.ok) return false;
      await enqueue(db, updateTaskCommand(item.task, plan.input, plan.save));
      announceQueuedSave(translateServerMessage(i18n, AGREEMENT_MSG.datesChanged));
      return true;
    },
    [byEventId, db, i18n, announceQueuedSave],
  );

  return (
    <>
      <PageHeader
        title={<Trans>Kalendari</Trans>}
        actions={
          writesTasks && (
            <Button onClick={() => setOpen({ kind: 'task', task: null, initial: newTaskDraft(toIsoDate(new Date())) })}>
              <Trans>Shto detyre</Trans>
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3">
        <CalendarFilters range={range} onRange={pickRange} search={search} onSearch={setSearch} />
        <CalendarLegend />
      </div>
      {items === undefined ? (
        <LoadingState />
      ) : (
        <>
          <p className={events.length === 0 ? 'mb-3 text-slate-700' : 'sr-only'} role="status">
            {events.length === 0 ? translateServerMessage(i18n, MSG.noData) : t`${events.length} ngjarje ne kalendar`}
          </p>
          <Calendar
            key={`${range.from}:${narrow}`}
            events={events}
            views={VIEWS}
            // A phone shows one day: a week's seven columns would not leave a readable title.
            initialView={narrow ? 'dayGridDay' : 'dayGridMonth'}
            initialDate={range.from === '' ? undefined : `${range.from}-01`}
            editable={writesTasks}
            focusableEvents
            onEventClick={openEvent}
            onEventChange={moved}
            onDateClick={writesTasks ? (date) => setOpen({ kind: 'task', task: null, initial: newTaskDraft(date.slice(0, 10)) }) : undefined}
          />
        </>
      )}
      {open?.kind === 'task' && (
        <TaskFormModal task={open.task} initial={open.initial} writes={writesTasks} onClose={() => setOpen(null)} />
      )}
      {open === null && refused && refusedEntry && (
        <TaskFormModal
          task={refused.mode === 'update' ? taskOf(refused.id) : null}
          initial={refused.draft}
          writes={writesTasks}
          refused={{ entryId: refusedEntry.id, taskId: refused.mode === 'create' ? refused.id : null, message: refusedEntry.error?.message ?? null }}
          onClose={() => void navigate({ to: '.', search: {}, replace: true })}
        />
      )}
      {open?.kind === 'agreement' && <AgreementDatesModal agreementId={open.id} title={open.title} writes={writesAgreements} onClose={() => setOpen(null)} />}
    </>
  );
}
