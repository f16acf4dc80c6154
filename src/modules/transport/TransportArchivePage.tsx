import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { formatTimestamp } from '../../../domain/format.js';
import { MSG } from '../../../domain/messages.js';
import { durationSeconds } from '../../../domain/transport/rules.js';
import { PageHeader, Table, type TableColumn } from '../../ui';
import { archiveEditTarget } from '../../app/archive/editTargets';
import { useArchiveDelete } from '../../app/archive/useArchiveDelete';
import { translateServerMessage } from '../../app/serverMessages';
import { DateRangeFilter } from '../../app/filters/DateRangeFilter';
import { usePreferences } from '../../app/filters/planningPreferences';
import type { TransportListRow } from './transportRows';
import { useTransportRows } from './useTransportRows';
import { formatDuration } from './transportDraft';

/**
 * Transport's archive (spec 001 §2, shown by the archive screens of
 * src/app/archive/): the transports done (both stamps set), by the day they
 * started, from the mirror. A row opens its transport (create/{code}); full
 * privileges delete it.
 */
export function TransportArchivePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useArchiveDelete('transport');
  const [prefs, update] = usePreferences('transportArchive', { start: null as string | null, end: null as string | null });
  const { rows, fromServer } = useTransportRows({ status: 3, start: prefs.start ?? undefined, end: prefs.end ?? undefined });
  const columns: TableColumn<TransportListRow>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.clientName },
    { id: 'label', header: t`Rekordi`, value: (r) => r.label },
    { id: 'code', header: t`Kodi`, value: (r) => r.code ?? '', hideOnMobile: true },
    { id: 'start', header: t`Nisja`, value: (r) => r.acceptanceDate ?? '', cell: (r) => formatTimestamp(r.acceptanceDate) },
    { id: 'arrival', header: t`Arritja`, value: (r) => r.arrivalDate ?? '', cell: (r) => formatTimestamp(r.arrivalDate), hideOnMobile: true },
    { id: 'duration', header: t`Kohezgjatja`, value: (r) => durationSeconds(r) ?? 0, cell: (r) => formatDuration(durationSeconds(r) ?? 0), hideOnMobile: true },
  ];
  return (
    <>
      <PageHeader title={<Trans>Arkiva e transportit</Trans>} />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table
        caption={t`Arkiva e transportit`}
        columns={columns}
        rows={rows}
        loading={rows === undefined}
        getRowId={(r) => r.warehouseRecordId}
        summaryOf={(r) => ({ clientId: r.clientId, projectId: r.projectId })}
        // The server's rows of a new device's first sync open once the mirror holds them (useTransportRows).
        onEdit={fromServer ? undefined : (r) => void navigate({ href: archiveEditTarget('transport', { id: r.transportId ?? '', clientId: r.clientId, projectId: r.projectId, code: r.code }) })}
        onDelete={remove && ((r) => r.transportId && remove(r.transportId, `${r.clientName} · ${r.label}`))}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="arkiva-transportit"
        initialSort={{ columnId: 'start', direction: 'desc' }}
      />
    </>
  );
}
