import { useLingui } from '@lingui/react/macro';
import { SERVICE_STATUS } from '../../../../domain/service/statuses.js';
import { PageHeader } from '../../../ui';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { TicketTable } from './TicketTable';
import { useTicketRows } from './useTicketRows';

/**
 * Service's archive (spec 001 §2, shown by the archive screens of
 * src/app/archive/): the completed tickets, registered and not, by their
 * service date; the range is remembered on the device. A ticket opens its
 * form; full privileges delete it through the archive's call.
 */
export function ServiceArchivePage() {
  const { t } = useLingui();
  const remove = useArchiveDelete('service');
  const [prefs, update] = usePreferences('serviceArchive', { start: null as string | null, end: null as string | null });
  const rows = useTicketRows({ statusId: SERVICE_STATUS.completed, start: prefs.start ?? undefined, end: prefs.end ?? undefined });
  const title = t`Arkiva e servisimit`;
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <TicketTable
        caption={title}
        rows={rows}
        exportName="arkiva-servisimit"
        registered="both"
        onDelete={remove ? (r) => remove(r.id, r.registered ? `${r.clientName} — ${r.projectName}` : r.clientName) : null}
      />
    </>
  );
}
