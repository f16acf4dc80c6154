import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { MSG } from '../../../domain/messages.js';
import { averageText } from '../../../domain/impression/rating.js';
import { useLocalDb } from '../../local';
import { PageHeader, Table } from '../../ui';
import { archiveEditTarget } from '../../app/archive/editTargets';
import { useArchiveDelete } from '../../app/archive/useArchiveDelete';
import { translateServerMessage } from '../../app/serverMessages';
import { DateRangeFilter } from '../../app/filters/DateRangeFilter';
import { usePreferences } from '../../app/filters/planningPreferences';
import { impressionColumns } from './impressionColumns';
import { overallAverage, readImpressionList } from './impressionReads';

/**
 * Impression's archive (spec 001 §2, shown by the archive screens of
 * src/app/archive/): the impressions given, by the day they were given, with
 * the average of those shown; from the mirror. A row opens its impression
 * (create/{client}/{project}); full privileges delete it.
 */
export function ImpressionArchivePage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const remove = useArchiveDelete('impression');
  const [prefs, update] = usePreferences('impressionArchive', { start: null as string | null, end: null as string | null });
  const all = useLiveQuery(() => readImpressionList(db), [db]);
  const rows = useMemo(
    () => all?.filter((r) => (prefs.start === null || r.createdAt.slice(0, 10) >= prefs.start) && (prefs.end === null || r.createdAt.slice(0, 10) <= prefs.end)),
    [all, prefs.start, prefs.end],
  );
  const average = rows && overallAverage(rows);
  return (
    <>
      <PageHeader
        title={<Trans>Arkiva e pershtypjeve</Trans>}
        description={average !== undefined && average !== null ? <Trans>Mesatarja: {averageText(average)}</Trans> : undefined}
      />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table
        caption={t`Arkiva e pershtypjeve`}
        columns={impressionColumns(i18n)}
        rows={rows}
        loading={rows === undefined}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.clientName} · ${r.projectName}`}
        summaryOf={(r) => ({ clientId: r.clientId, projectId: r.projectId })}
        onEdit={(r) => void navigate({ href: archiveEditTarget('impression', r) })}
        onDelete={remove && ((r) => remove(r.id, `${r.clientName} · ${r.projectName}`))}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="arkiva-pershtypjeve"
        initialSort={{ columnId: 'date', direction: 'desc' }}
      />
    </>
  );
}
