import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { dayOfMs } from '../../../../domain/days.js';
import { PageHeader, Select } from '../../../ui';
import { useLocalDb } from '../../../local';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { STATUS_LABELS } from '../../../app/statusNames/measureStatusNames';
import { isPassiveLine, measureLines, parseStatusParam, type MeasureLine, type StatusParam } from './measureRows';
import { AssignedProjects } from './AssignedProjects';
import { MeasureTable } from './MeasureTable';
import { readAssignedLines, readMeasureSources } from './readMeasureSources';

const route = getRouteApi('/signedIn/dashboard/measures/{-$statusId}');

const STATUS_CHOICES = [1, 2, 3, 'passive'] as const;

/**
 * /dashboard/measures/{statusId?} (spec 000 §2): the measures of a status
 * (1 initial, 2 final, 3 on hold) or the passive ones; without a status, a
 * status filter and a date range (remembered on the device). From the
 * mirror, so it works without signal. A measurer sees first the projects
 * assigned to them that have no measure yet — their day's work.
 */
export function MeasureListPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  const { statusId } = route.useParams();
  const pathStatus = parseStatusParam(statusId);
  const [prefs, update] = usePreferences('measureList', { status: null as string | null, start: null as string | null, end: null as string | null });
  const [today] = useState(() => dayOfMs(Date.now()));
  const sources = useLiveQuery(() => readMeasureSources(db), [db]);
  const assigned = useLiveQuery(() => readAssignedLines(db, session.userId), [db, session.userId]);
  const chosen = parseStatusParam(prefs.status ?? undefined) ?? undefined;
  const filtered = statusId === undefined;
  const status: StatusParam = filtered ? chosen : (pathStatus ?? undefined);
  const lines = useMemo(
    () => sources && measureLines(sources, filtered ? { status, startDate: prefs.start, endDate: prefs.end } : { status }, today),
    [sources, filtered, status, prefs.start, prefs.end, today],
  );
  if (pathStatus === null) return <NotFoundPage />;
  // The measurer's assigned projects sit above the filters: until they are read (a few ms) the page shows only its title, so they never push the rest down.
  const waiting = filtered && assigned === undefined;

  const title = status === undefined ? t`Matjet` : i18n._(STATUS_LABELS[status]);
  const passiveNote = (line: MeasureLine) =>
    status !== 'passive' && sources && isPassiveLine(line, sources, today) ? <span className="text-sm text-slate-700">{i18n._(STATUS_LABELS.passive)}</span> : null;
  return (
    <>
      <PageHeader title={title} />
      {waiting ? null : (
        <>
          {filtered && assigned && <AssignedProjects lines={assigned} />}
          {filtered && (
            <div className="mb-4 flex flex-wrap items-end gap-4">
              <div className="w-64 max-w-full">
                <Select
                  label={t`Statusi`}
                  options={STATUS_CHOICES.map((s) => ({ value: String(s), label: i18n._(STATUS_LABELS[s]) }))}
                  searchable={false}
                  value={prefs.status}
                  onChange={(value) => update({ status: value })}
                />
              </div>
              <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
            </div>
          )}
          <MeasureTable caption={title} lines={lines} exportName="matjet" statusNote={passiveNote} />
        </>
      )}
    </>
  );
}
