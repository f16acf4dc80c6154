import { useLingui } from '@lingui/react/macro';
import { SERVICE_STATUS } from '../../../../domain/service/statuses.js';
import { PageHeader } from '../../../ui';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { TicketTable } from './TicketTable';
import { useTicketRows } from './useTicketRows';

/**
 * /dashboard/service/archive/{moduleName?} (spec 001 §2): the completed
 * tickets, registered and not, by their service date; the range is
 * remembered on the device. The module name changes nothing here; the path
 * keeps it so the archives' links of the modules' modal land on this screen.
 */
export function ServiceArchivePage() {
  const { t } = useLingui();
  const [prefs, update] = usePreferences('serviceArchive', { start: null as string | null, end: null as string | null });
  const rows = useTicketRows({ statusId: SERVICE_STATUS.completed, start: prefs.start ?? undefined, end: prefs.end ?? undefined });
  const title = t`Arkiva e servisimit`;
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <TicketTable caption={title} rows={rows} exportName="arkiva-servisimit" registered="both" />
    </>
  );
}
