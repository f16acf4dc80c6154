import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatTimestamp } from '../../../../domain/format.js';
import type { RecordListRow } from '../../../../domain/warehouse/reads.js';
import { useLiveChanges } from '../../../local';
import { actionColumn, PageHeader, Table, type TableColumn } from '../../../ui';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { recordListRows } from '../recordLists';
import { useWarehouseSources } from '../useWarehouseSources';
import { WarehouseGate } from '../WarehouseGate';
import { NO_RECORD_FILTERS, RecordFilters, recordQueryOf } from './RecordFilters';

const ALL = { all: true } as const;

/**
 * A list of deposit records with their client and project (GET
 * warehouse-records-clients: 'waiting', what is still in the warehouse;
 * GET warehouse-records-view-all: 'all', with the without-transport and
 * without-installation filters). A row opens its client's deposit page.
 */
function RecordListPage({ which }: { which: 'waiting' | 'all' }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  useLiveChanges();
  const [prefs, update] = usePreferences(`warehouse.records.${which}`, NO_RECORD_FILTERS);
  const src = useWarehouseSources(ALL);
  const query = recordQueryOf(which === 'all' ? prefs : { ...prefs, withoutTransport: 0, withoutInstallation: 0 });
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query's content
  const rows = useMemo(() => (src ? recordListRows(src, query, which) : undefined), [src, key, which]);
  const yes = t`Po`;
  const no = t`Jo`;
  const title = which === 'waiting' ? t`Klientet ne depo` : t`Te gjithe klientet`;

  const columns: TableColumn<RecordListRow>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.client.name },
    { id: 'project', header: t`Projekti`, value: (r) => r.project.name },
    { id: 'label', header: t`Emertimi`, value: (r) => r.label, hideOnMobile: true },
    { id: 'withoutTransport', header: t`Pa transport`, value: (r) => (r.withoutTransport === 1 ? yes : no), hideOnMobile: true },
    { id: 'withoutInstallation', header: t`Pa instalim`, value: (r) => (r.withoutInstallation === 1 ? yes : no), hideOnMobile: true },
    ...(which === 'all' ? [{ id: 'transported', header: t`Transportuar`, value: (r: RecordListRow) => (r.transported ? yes : no), hideOnMobile: true }] : []),
    { id: 'createdAt', header: t`Krijuar me`, value: (r) => r.createdAt, cell: (r) => formatTimestamp(r.createdAt), hideOnMobile: true },
    actionColumn('open', t`Hap`, t`Hap`, (r: RecordListRow) => void navigate({ to: '/dashboard/warehouse/create/{-$clientId}/{-$projectId}', params: { clientId: r.client.id, projectId: r.project.id } })),
  ];
  return (
    <WarehouseGate>
      <PageHeader title={title} />
      <RecordFilters value={prefs} onChange={update} flags={which === 'all'} />
      <Table caption={title} columns={columns} rows={rows} getRowId={(r) => r.id} summaryOf={(r) => ({ clientId: r.client.id, projectId: r.project.id })} exportName={which === 'waiting' ? 'klientet-ne-depo' : 'te-gjithe-klientet'} initialSort={{ columnId: 'createdAt', direction: 'desc' }} />
    </WarehouseGate>
  );
}

/** Clients in the warehouse (spec 001 §2): records not yet gone on a complete transport. */
export function ClientsInWarehousePage() {
  return <RecordListPage which="waiting" />;
}

/** All clients (spec 001 §2): every record, filtered by dates, without transport, without installation. */
export function AllClientsPage() {
  return <RecordListPage which="all" />;
}
