import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { archivedProducts, type PlanningProductRow } from '../../../../domain/production/archives.js';
import { formatDate, formatTimestamp, round2 } from '../../../../domain/format.js';
import { isAdmin } from '../../../../domain/permissions.js';
import { useLiveChanges } from '../../../local';
import { actionColumn, Money, PageHeader, Select, Table, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { archiveEditTarget } from '../../../app/archive/editTargets';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { ProductionGate } from '../ProductionGate';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { DESTINATION_LABELS } from '../../../app/filters/destinationLabels';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { ProductFilesModal } from './ProductFilesModal';
import { productColumns } from '../../../app/planning/productColumns';
import { usePlanningRows } from '../../../app/planning/usePlanningRows';

/** /dashboard/production/archived-products (spec 001 §2): the product archive under the area's navigation. */
export function ArchivedProductsPage() {
  return (
    <ProductionGate>
      <ProductArchive />
    </ProductionGate>
  );
}

/**
 * The product archive (spec 001 §2): products out of production, by
 * department, destination and when they were finished; their files; prices
 * and their total for full privileges. It is production's archive on the
 * archive screens too (/dashboard/{module}/archive/production): a row opens
 * its client's status board, full privileges delete it.
 */
export function ProductArchive() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useArchiveDelete('production');
  const session = useSignedInSession();
  useLiveChanges();
  const [prefs, update] = usePreferences('archivedProducts', { departmentId: null as string | null, destination: null as string | null, start: null as string | null, end: null as string | null });
  const [filesOf, setFilesOf] = useState<PlanningProductRow | null>(null);
  const showPrices = isAdmin(session.permissions);
  const query = { departmentId: prefs.departmentId ?? undefined, shipmentDestinationId: prefs.destination ? (Number(prefs.destination) as 1 | 2 | 3) : undefined, start: prefs.start ?? undefined, end: prefs.end ?? undefined };
  const rows = usePlanningRows({ products: 'finished', range: query }, (src) => archivedProducts(src, query, showPrices), [prefs.departmentId, prefs.destination, prefs.start, prefs.end, showPrices]);
  const total = useMemo(() => round2((rows ?? []).reduce((sum, r) => sum + (r.totalPrice ?? 0), 0)), [rows]);

  const columns: TableColumn<PlanningProductRow>[] = [
    ...productColumns(i18n),
    { id: 'destination', header: t`Destinacioni`, value: (r) => (r.shipmentDestinationId ? i18n._(DESTINATION_LABELS[r.shipmentDestinationId]!) : ''), hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (r) => r.start ?? '', cell: (r) => formatDate(r.start), hideOnMobile: true },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.end ?? '', cell: (r) => formatDate(r.end), hideOnMobile: true },
    { id: 'finishedAt', header: t`Perfunduar me`, value: (r) => r.finishedAt ?? '', cell: (r) => formatTimestamp(r.finishedAt) },
    ...(showPrices ? [{ id: 'price', header: t`Cmimi`, value: (r: PlanningProductRow) => r.totalPrice, cell: (r: PlanningProductRow) => <Money value={r.totalPrice} />, align: 'end' as const }] : []),
    actionColumn('files', t`File-t`, t`File-t`, setFilesOf),
  ];
  return (
    <>
      <PageHeader title={<Trans>Arkiva e produkteve</Trans>} />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-64 max-w-full">
          <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
        </div>
        <div className="w-56 max-w-full">
          <Select
            label={t`Destinacioni`}
            options={Object.entries(DESTINATION_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))}
            value={prefs.destination}
            onChange={(destination) => update({ destination })}
            placeholder={t`Te gjitha`}
            searchable={false}
          />
        </div>
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      {showPrices && (
        <p className="mb-3 text-lg font-semibold">
          <Trans>Cmimi total:</Trans> <Money value={total} />
        </p>
      )}
      <Table
        caption={t`Arkiva e produkteve`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.client.name} · ${r.designation.name}`}
        summaryOf={(r) => ({ clientId: r.client.id, projectId: r.project?.id ?? null })}
        onEdit={(r) => void navigate({ href: archiveEditTarget('production', { id: r.id, clientId: r.client.id, projectId: r.project?.id ?? null }) })}
        onDelete={remove && ((r) => remove(r.id, `${r.client.name} · ${r.designation.name}`))}
        exportName="arkiva-e-produkteve"
        initialSort={{ columnId: 'finishedAt', direction: 'desc' }}
      />
      {filesOf && <ProductFilesModal product={{ id: filesOf.id, projectId: filesOf.project?.id ?? null, title: `${filesOf.client.name} · ${filesOf.designation.name}` }} onClose={() => setFilesOf(null)} />}
    </>
  );
}
