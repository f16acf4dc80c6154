import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { dayOfMs } from '../../../../domain/days.js';
import { formatDate } from '../../../../domain/format.js';
import { productionTable, type ProductionTableRow } from '../../../../domain/production/productionTable.js';
import { useLiveChanges } from '../../../local';
import { PageHeader, Table, TextField, type TableColumn } from '../../../ui';
import { ProductionGate } from '../ProductionGate';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { useLivePlanning } from './useLivePlanning';

/**
 * The production table (spec 001 §2, /dashboard/production; full
 * privileges, the route sends others to the board): one row per client in
 * production; Edit opens that client's status board. From the products in
 * production held in memory (LivePlanning), like the calendar.
 */
export function ProductionTablePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useLiveChanges();
  const [today] = useState(() => dayOfMs(Date.now()));
  const [prefs, update] = usePreferences('productionTable', { departmentId: null as string | null, search: '' });
  const src = useLivePlanning();
  const rows = useMemo(
    () => src && productionTable(src, { departmentId: prefs.departmentId ?? undefined, name: prefs.search.trim() || undefined }, today),
    [src, prefs.departmentId, prefs.search, today],
  );
  const columns: TableColumn<ProductionTableRow>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.client.name },
    { id: 'projects', header: t`Projektet`, value: (r) => r.projects.join(', '), hideOnMobile: true },
    { id: 'products', header: t`Produktet`, value: (r) => r.products, align: 'end', hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (r) => r.start ?? '', cell: (r) => formatDate(r.start), hideOnMobile: true },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.end ?? '', cell: (r) => formatDate(r.end) },
    { id: 'progress', header: t`Progresi`, value: (r) => r.progress, cell: (r) => `${r.progress} %`, align: 'end' },
    { id: 'late', header: t`Me vonese`, value: (r) => r.late, align: 'end', hideOnMobile: true },
  ];
  return (
    <ProductionGate>
      <PageHeader title={<Trans>Prodhimi</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
        </div>
        <div className="w-64 max-w-full">
          <TextField label={t`Kerko klientin`} type="search" value={prefs.search} onChange={(search) => update({ search })} />
        </div>
      </div>
      <Table
        caption={t`Prodhimi`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.client.id}
        summaryOf={(r) => ({ clientId: r.client.id })}
        rowLabel={(r) => r.client.name}
        exportName="prodhimi"
        initialSort={{ columnId: 'start', direction: 'asc' }}
        onEdit={(r) => void navigate({ to: '/dashboard/production/create/{-$clientId}', params: { clientId: r.client.id } })}
      />
    </ProductionGate>
  );
}
