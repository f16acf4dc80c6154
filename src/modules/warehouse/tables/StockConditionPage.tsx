import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { archivedProducts } from '../../../../domain/production/archives.js';
import { formatTimestamp } from '../../../../domain/format.js';
import { isAdmin } from '../../../../domain/permissions.js';
import { useLiveChanges, useLocalDb } from '../../../local';
import { actionColumn, Money, PageHeader, Table, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { DESTINATION_LABELS } from '../../../app/filters/destinationLabels';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { productColumns } from '../../../app/planning/productColumns';
import { usePlanningRows } from '../../../app/planning/usePlanningRows';
import { stockCondition, type StockRow } from '../stockCondition';
import { WarehouseGate } from '../WarehouseGate';
import { NO_STOCK_FILTERS, StockFilters, stockQueryOf } from './StockFilters';

/**
 * The stock condition (spec 001 §2 "Warehouse", warehouseState): completed
 * products still in the warehouse, by department, destination and when they
 * were finished; their prices and total for full privileges (§6). From the
 * mirror; a row's action opens its client's deposit page at its project.
 */
export function StockConditionPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  const navigate = useNavigate();
  useLiveChanges();
  const [prefs, update] = usePreferences('warehouse.stock', NO_STOCK_FILTERS);
  const showPrices = isAdmin(session.permissions);
  const query = stockQueryOf(prefs);
  const finished = usePlanningRows({ products: 'finished', range: query }, (src) => archivedProducts(src, query, showPrices), [prefs.departmentId, prefs.destination, prefs.start, prefs.end, showPrices]);
  const carried = useLiveQuery(async () => db.transaction('r', [db.warehouseRecords, db.transports], async () => ({ records: await db.warehouseRecords.toArray(), transports: await db.transports.toArray() })), [db]);
  const answer = useMemo(() => (finished && carried ? stockCondition(finished, carried.records, carried.transports) : undefined), [finished, carried]);

  const columns: TableColumn<StockRow>[] = [
    ...productColumns(i18n),
    { id: 'inStock', header: t`Ne depo`, value: (r) => r.inStock, align: 'end' },
    { id: 'destination', header: t`Destinacioni`, value: (r) => (r.shipmentDestinationId ? i18n._(DESTINATION_LABELS[r.shipmentDestinationId]!) : ''), hideOnMobile: true },
    { id: 'finishedAt', header: t`Perfunduar me`, value: (r) => r.finishedAt ?? '', cell: (r) => formatTimestamp(r.finishedAt), hideOnMobile: true },
    ...(showPrices ? [{ id: 'price', header: t`Cmimi`, value: (r: StockRow) => r.totalPrice, cell: (r: StockRow) => <Money value={r.totalPrice} />, align: 'end' as const }] : []),
    actionColumn('deposit', t`Depono`, t`Depono`, (r: StockRow) => void navigate({ to: '/dashboard/warehouse/create/{-$clientId}/{-$projectId}', params: { clientId: r.client.id, projectId: r.project?.id } })),
  ];
  return (
    <WarehouseGate>
      <PageHeader title={<Trans>Gjendja e stokut</Trans>} />
      <StockFilters value={prefs} onChange={update} />
      {showPrices && (
        <p className="mb-3 text-lg font-semibold" data-testid="stock-total">
          <Trans>Cmimi total:</Trans> {answer ? <Money value={answer.totalPrice} /> : '…'}
        </p>
      )}
      <Table caption={t`Gjendja e stokut`} columns={columns} rows={answer?.rows} getRowId={(r) => r.id} exportName="gjendja-e-stokut" initialSort={{ columnId: 'finishedAt', direction: 'desc' }} />
    </WarehouseGate>
  );
}
