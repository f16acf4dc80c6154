import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { archivedProducts, type PlanningProductRow } from '../../../../domain/production/archives.js';
import { formatTimestamp } from '../../../../domain/format.js';
import { isAdmin } from '../../../../domain/permissions.js';
import { totalOf } from '../../../../domain/production/prices.js';
import { useLiveChanges } from '../../../local';
import { Money, PageHeader, Table, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { DESTINATION_LABELS } from '../../../app/filters/destinationLabels';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { productColumns } from '../../../app/planning/productColumns';
import { usePlanningRows } from '../../../app/planning/usePlanningRows';
import { WarehouseGate } from '../WarehouseGate';
import { NO_STOCK_FILTERS, StockFilters, stockQueryOf } from './StockFilters';

/**
 * The warehouse products (spec 001 §2 warehouseProducts; GET
 * products/warehouse-products): every product that left production for the
 * warehouse, by department, destination and dates, with prices and their
 * total for full privileges — the product archive's rows and rule
 * (domain/production/archives.ts), from the mirror.
 */
export function WarehouseProductsPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  useLiveChanges();
  const [prefs, update] = usePreferences('warehouse.products', NO_STOCK_FILTERS);
  const showPrices = isAdmin(session.permissions);
  const query = stockQueryOf(prefs);
  const rows = usePlanningRows({ products: 'finished', range: query }, (src) => archivedProducts(src, query, showPrices), [prefs.departmentId, prefs.destination, prefs.start, prefs.end, showPrices]);
  const total = useMemo(() => totalOf((rows ?? []).map((r) => ({ price: r.totalPrice }))), [rows]);

  const columns: TableColumn<PlanningProductRow>[] = [
    ...productColumns(i18n),
    { id: 'destination', header: t`Destinacioni`, value: (r) => (r.shipmentDestinationId ? i18n._(DESTINATION_LABELS[r.shipmentDestinationId]!) : ''), hideOnMobile: true },
    { id: 'finishedAt', header: t`Perfunduar me`, value: (r) => r.finishedAt ?? '', cell: (r) => formatTimestamp(r.finishedAt) },
    ...(showPrices ? [{ id: 'price', header: t`Cmimi`, value: (r: PlanningProductRow) => r.totalPrice, cell: (r: PlanningProductRow) => <Money value={r.totalPrice} />, align: 'end' as const }] : []),
  ];
  return (
    <WarehouseGate>
      <PageHeader title={<Trans>Produktet ne depo</Trans>} />
      <StockFilters value={prefs} onChange={update} />
      {showPrices && (
        <p className="mb-3 text-lg font-semibold">
          <Trans>Cmimi total:</Trans> <Money value={total} />
        </p>
      )}
      <Table caption={t`Produktet ne depo`} columns={columns} rows={rows} getRowId={(r) => r.id} summaryOf={(r) => ({ clientId: r.client.id, projectId: r.project?.id })} exportName="produktet-ne-depo" initialSort={{ columnId: 'finishedAt', direction: 'desc' }} />
    </WarehouseGate>
  );
}
