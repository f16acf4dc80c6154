import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatTimestamp } from '../../../domain/format.js';
import { MSG } from '../../../domain/messages.js';
import { isTransportState } from '../../../domain/transport/rules.js';
import { PageHeader, Select, Table, type TableColumn } from '../../ui';
import { translateServerMessage } from '../../app/serverMessages';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { DateRangeFilter } from '../../app/filters/DateRangeFilter';
import { usePreferences } from '../../app/filters/planningPreferences';
import type { TransportListRow } from './transportRows';
import { STATE_LABELS } from '../../app/deliveries/markerStates';
import { parseTransportQuery, transportQueryText } from './transportQuery';
import { usePendingTransports } from './usePendingTransports';
import { useTransportRows } from './useTransportRows';
import { FirstSyncNotice } from '../../app/reads/FirstSyncNotice';

const route = getRouteApi('/signedIn/dashboard/transport/{-$query}');

/**
 * The projects for transport (spec 001 §2 /dashboard/transport/:query?): one
 * row per warehouse record with its transport's state, from the mirror. The
 * menu's filter is in the path; the dates are remembered on the device. A
 * driver's own stops come first. Edit opens the form on the transport's
 * code, on its id while it waits for one, or on the record when it has none.
 */
export function TransportListPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const navigate = useNavigate();
  const { query } = route.useParams();
  const filter = parseTransportQuery(query);
  const [prefs, update] = usePreferences('transportList', { start: null as string | null, end: null as string | null });
  const { rows, fromServer } = useTransportRows({ ...filter, start: prefs.start ?? undefined, end: prefs.end ?? undefined, userId: session.userId });
  const pending = usePendingTransports();
  // What this device still has to send comes first: the driver sees the stop they just saved at the top.
  const shown = useMemo(
    () => rows && [...rows].sort((a, b) => Number(b.transportId !== null && pending.has(b.transportId)) - Number(a.transportId !== null && pending.has(a.transportId))),
    [rows, pending],
  );

  const open = (row: TransportListRow) => {
    if (row.transportId === null) void navigate({ to: '/dashboard/transport/create/record/{-$transportCode}', params: { transportCode: undefined }, search: { record: row.warehouseRecordId } });
    else void navigate({ to: '/dashboard/transport/create/record/{-$transportCode}', params: { transportCode: row.code || row.transportId }, search: {} });
  };

  const columns: TableColumn<TransportListRow>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.clientName },
    { id: 'project', header: t`Projekti`, value: (r) => r.projectName, cell: (r) => <span data-record={r.warehouseRecordId}>{r.projectName}</span> },
    { id: 'label', header: t`Rekordi`, value: (r) => r.label, hideOnMobile: true },
    { id: 'code', header: t`Kodi`, value: (r) => r.code ?? '', hideOnMobile: true },
    {
      id: 'status',
      header: t`Statusi`,
      value: (r) => r.status,
      exportValue: (r) => i18n._(STATE_LABELS[r.status]),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{i18n._(STATE_LABELS[r.status])}</span>
          {r.assigned && <span className="text-sm text-brand-700">{t`Caktuar per ju`}</span>}
          {r.transportId !== null && pending.has(r.transportId) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
    { id: 'start', header: t`Nisja`, value: (r) => r.acceptanceDate ?? '', cell: (r) => formatTimestamp(r.acceptanceDate), hideOnMobile: true },
    { id: 'arrival', header: t`Arritja`, value: (r) => r.arrivalDate ?? '', cell: (r) => formatTimestamp(r.arrivalDate), hideOnMobile: true },
  ];
  const statusOptions = ([1, 2, 3] as const).map((s) => ({ value: String(s), label: i18n._(STATE_LABELS[s]) }));

  return (
    <>
      <PageHeader title={<Trans>Projektet per transport</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <Select
            label={t`Statusi`}
            options={statusOptions}
            searchable={false}
            value={filter.status !== undefined ? String(filter.status) : null}
            onChange={(value) => {
              const n = Number(value);
              void navigate({ to: '/dashboard/transport/{-$query}', params: { query: transportQueryText({ ...filter, status: isTransportState(n) ? n : undefined }) } });
            }}
          />
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      {fromServer && <FirstSyncNotice say={(percent) => <Trans>Lista shfaqet nga serveri. Projektet hapen sapo te dhenat te jene ne pajisje ({percent}%).</Trans>} />}
      <Table
        caption={t`Projektet per transport`}
        columns={columns}
        rows={shown}
        loading={shown === undefined}
        getRowId={(r) => r.warehouseRecordId}
        summaryOf={(r) => ({ clientId: r.clientId, projectId: r.projectId })}
        rowLabel={(r) => `${r.clientName} ${r.label}`}
        onEdit={fromServer ? undefined : open}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="transporti"
      />
    </>
  );
}
