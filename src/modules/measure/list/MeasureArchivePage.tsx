import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { PageHeader } from '../../../ui';
import { useLocalDb } from '../../../local';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { archiveLines } from './measureRows';
import { MeasureTable } from './MeasureTable';
import { readMeasureSources } from './readMeasureSources';

/**
 * Measures' archive (spec 000 §2, shown by the archive screens of
 * src/app/archive/): the final measures whose client has gone on to an offer
 * or further, by their day; the range is remembered on the device. A line
 * opens its measure (create/{project}/{clientId}); full privileges delete it.
 */
export function MeasureArchivePage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const remove = useArchiveDelete('measures');
  const [prefs, update] = usePreferences('measureArchive', { start: null as string | null, end: null as string | null });
  const sources = useLiveQuery(() => readMeasureSources(db), [db]);
  const lines = useMemo(() => sources && archiveLines(sources, { startDate: prefs.start, endDate: prefs.end }), [sources, prefs.start, prefs.end]);
  const title = t`Arkiva e matjeve`;
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <MeasureTable
        caption={title}
        lines={lines}
        exportName="arkiva-matjeve"
        onDelete={remove && ((l) => l.measure && remove(l.measure.id, `${l.clientName} — ${l.projectName}`))}
      />
    </>
  );
}
