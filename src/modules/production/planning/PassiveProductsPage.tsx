import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { passiveProducts, type PlanningProductRow } from '../../../../domain/production/archives.js';
import { formatDate } from '../../../../domain/format.js';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import { useLiveChanges } from '../../../local';
import { actionColumn, PageHeader, Table, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { ProductionGate } from '../ProductionGate';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { productColumns } from '../../../app/planning/productColumns';
import { ReturnToActiveModal } from './ReturnToActiveModal';
import { usePlanningRows } from '../../../app/planning/usePlanningRows';

/**
 * Passive products (spec 001 §2, /dashboard/production/passive-products):
 * products taken out of production, by department and planned start; full
 * privileges bring one back with its dates.
 */
export function PassiveProductsPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  useLiveChanges();
  const [prefs, update] = usePreferences('passiveProducts', { departmentId: null as string | null, start: null as string | null, end: null as string | null });
  const [activating, setActivating] = useState<PlanningProductRow | null>(null);
  const rows = usePlanningRows(
    { products: 'passive' },
    (src) => passiveProducts(src, { departmentId: prefs.departmentId ?? undefined, start: prefs.start ?? undefined, end: prefs.end ?? undefined }),
    [prefs.departmentId, prefs.start, prefs.end],
  );
  const activates = isAdmin(session.permissions) && canWriteModule(session.permissions, 'production');
  const columns: TableColumn<PlanningProductRow>[] = [
    ...productColumns(i18n),
    { id: 'start', header: t`Fillimi`, value: (r) => r.start ?? '', cell: (r) => formatDate(r.start) },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.end ?? '', cell: (r) => formatDate(r.end) },
    ...(activates ? [actionColumn('activate', t`Veprime`, t`Kthe ne aktiv`, setActivating)] : []),
  ];
  return (
    <ProductionGate>
      <PageHeader title={<Trans>Produktet pasive</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table caption={t`Produktet pasive`} columns={columns} rows={rows} getRowId={(r) => r.id} exportName="produktet-pasive" initialSort={{ columnId: 'start', direction: 'asc' }} />
      {activating && <ReturnToActiveModal row={activating} onClose={() => setActivating(null)} />}
    </ProductionGate>
  );
}
