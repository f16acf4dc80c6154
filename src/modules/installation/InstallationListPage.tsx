import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatTimestamp } from '../../../domain/format.js';
import { INSTALLATION_MSG } from '../../../domain/installation/messages.js';
import { MSG } from '../../../domain/messages.js';
import { canWriteModule, isAdmin } from '../../../domain/permissions.js';
import { isTransportState } from '../../../domain/transport/rules.js';
import { enqueue, useLocalDb } from '../../local';
import { Money, PageHeader, Select, Table, useToast, type TableColumn } from '../../ui';
import { translateServerMessage } from '../../app/serverMessages';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { DateRangeFilter } from '../../app/filters/DateRangeFilter';
import { usePreferences } from '../../app/filters/planningPreferences';
import { usePendingIds } from '../../app/writes/usePendingIds';
import { STATE_LABELS } from '../../app/deliveries/markerStates';
import { deleteInstallationCommand } from './form/installationCommands';
import type { InstallationListRow } from './installationRows';
import { installationQueryText, parseInstallationQuery } from './installationQuery';
import { useRecordTotals } from './recordTotals';
import { useInstallationRows, useInstallationSources } from './useInstallationRows';
import { useAnnounceQueuedSave } from '../../app/writes/useAnnounceQueuedSave';

const route = getRouteApi('/signedIn/dashboard/installation/records/{-$query}');

/**
 * The installations (spec 001 §2 /dashboard/installation/records/{query?}):
 * one row per transport with its installation's state, from the mirror. The
 * menu's filter is in the path; the dates are remembered on the device. An
 * installer's own work comes first, and what this device still has to send
 * before that. Full privileges see the carried record's total in €.
 */
export function InstallationListPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const { query } = route.useParams();
  const filter = parseInstallationQuery(query);
  const [prefs, update] = usePreferences('installationList', { start: null as string | null, end: null as string | null });
  const rows = useInstallationRows({ ...filter, startDate: prefs.start ?? undefined, endDate: prefs.end ?? undefined }, session.userId);
  const pending = usePendingIds('installations');
  const shown = useMemo(() => {
    const queued = (r: InstallationListRow) => Number(r.installation !== null && pending.has(r.installation.id));
    return rows && [...rows].sort((a, b) => queued(b) - queued(a));
  }, [rows, pending]);
  const fullPrivileges = isAdmin(session.permissions);
  // Observers read the list; only those who write installation delete (spec 001 §6).
  const writes = canWriteModule(session.permissions, 'installation') && !session.kiosk;
  const src = useInstallationSources();
  const records = useMemo(() => (src ? [...src.transport.records.values()] : []), [src]);
  const totals = useRecordTotals(records, fullPrivileges);

  const remove = async (row: InstallationListRow) => {
    if (!row.installation) return;
    try {
      await enqueue(db, deleteInstallationCommand({ id: row.installation.id, name: row.project.name }));
      announceQueuedSave(translateServerMessage(i18n, INSTALLATION_MSG.deleted));
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    }
  };

  const columns: TableColumn<InstallationListRow>[] = [
    { id: 'project', header: t`Projekti`, value: (r) => r.project.name, cell: (r) => <span data-installation-row={r.key}>{r.project.name}</span> },
    { id: 'client', header: t`Klienti`, value: (r) => r.client.clientName },
    { id: 'code', header: t`Kodi i transportit`, value: (r) => r.code, hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (r) => r.installation?.installationStart ?? '', cell: (r) => formatTimestamp(r.installation?.installationStart), hideOnMobile: true },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.installation?.installationEnd ?? '', cell: (r) => formatTimestamp(r.installation?.installationEnd), hideOnMobile: true },
    {
      id: 'status',
      header: t`Statusi`,
      value: (r) => r.installationState,
      exportValue: (r) => i18n._(STATE_LABELS[r.installationState]),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{i18n._(STATE_LABELS[r.installationState])}</span>
          {r.assigned && <span className="text-sm text-brand-700">{t`Caktuar per ju`}</span>}
          {r.installation !== null && pending.has(r.installation.id) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
  ];
  if (fullPrivileges) {
    const total = (r: InstallationListRow) => (r.warehouseRecordId === null ? null : (totals.get(r.warehouseRecordId) ?? null));
    columns.push({
      id: 'total',
      header: t`Totali`,
      value: (r) => total(r),
      cell: (r) => {
        const value = total(r);
        return value === null ? '' : <Money value={value} />;
      },
      align: 'end',
      hideOnMobile: true,
    });
  }
  const statusOptions = ([1, 2, 3] as const).map((s) => ({ value: String(s), label: i18n._(STATE_LABELS[s]) }));

  return (
    <>
      <PageHeader title={<Trans>Instalimet</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <Select
            label={t`Statusi`}
            options={statusOptions}
            searchable={false}
            value={filter.status !== undefined ? String(filter.status) : null}
            onChange={(value) => {
              const n = Number(value);
              void navigate({ to: '/dashboard/installation/records/{-$query}', params: { query: installationQueryText({ ...filter, status: isTransportState(n) ? n : undefined }) } });
            }}
          />
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table
        caption={t`Instalimet`}
        columns={columns}
        rows={shown}
        loading={shown === undefined}
        getRowId={(r) => r.key}
        summaryOf={(r) => ({ clientId: r.client.id, projectId: r.project.id })}
        rowLabel={(r) => `${r.client.clientName} ${r.project.name}`}
        onEdit={(r) => void navigate({ to: '/dashboard/installation/create/{-$transportId}', params: { transportId: r.formTarget }, search: {} })}
        onDelete={writes ? (r) => void remove(r) : undefined}
        canDelete={(r) => r.installation !== null}
        deleteMessage={(r) => t`Fshij instalimin e ${r.project.name}?`}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="instalimet"
      />
    </>
  );
}
