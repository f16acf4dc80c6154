import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { PricedProduct } from '../../../../domain/production/prices.js';
import { formatDate } from '../../../../domain/format.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { useLiveChanges, useLocalDb } from '../../../local';
import { Button, Money, PageHeader, Table, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { DepartmentTabs } from '../board/DepartmentTabs';
import { ProductionGate } from '../ProductionGate';
import { MEASURE_LABELS } from './measureLabels';
import { PriceFilters } from './PriceFilters';
import { PriceInfoModal } from './PriceInfoModal';
import { filtersOf, usePricePreferences } from './pricePreferences';
import { usePricedProducts } from './usePricedProducts';
import { productName } from '../product/productName';

/**
 * Products in production with prices (spec 001 §2,
 * /dashboard/production/products; full privileges, the route sends others
 * to the board): department tabs, client search, filters, each product's
 * price and their total, and an info modal with the files where the dates
 * are edited. From the device's mirror, so it works without signal; the
 * date edit goes through the outbox.
 */
export function ProductPricesPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  useLiveChanges();
  const [prefs, update] = usePricePreferences();
  const departments = useLiveQuery(() => db.departments.orderBy('name').toArray(), [db]);
  const departmentId = prefs.departmentId !== null && departments?.some((d) => d.id === prefs.departmentId) ? prefs.departmentId : null;
  const answer = usePricedProducts(filtersOf({ ...prefs, departmentId }));
  const names = useMemo(() => new Map((departments ?? []).map((d) => [d.id, d.name])), [departments]);
  const departmentsOf = (r: PricedProduct) => r.departmentIds.map((id) => names.get(id) ?? '').filter(Boolean).join(', ');
  const open = prefs.productId === null ? undefined : answer?.data.find((r) => r.id === prefs.productId);

  const columns: TableColumn<PricedProduct>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.client.name },
    { id: 'project', header: t`Projekti`, value: (r) => r.project?.name ?? '', hideOnMobile: true },
    { id: 'product', header: t`Produkti`, value: (r) => productName(r.designation.name, r.type) },
    { id: 'department', header: t`Reparti`, value: departmentsOf, hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (r) => r.start ?? '', cell: (r) => formatDate(r.start), hideOnMobile: true },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.end ?? '', cell: (r) => formatDate(r.end) },
    { id: 'measure', header: t`Matja`, value: (r) => i18n._(MEASURE_LABELS[r.measureStatus]), hideOnMobile: true },
    { id: 'price', header: t`Cmimi`, value: (r) => r.price, cell: (r) => <Money value={r.price} />, align: 'end' },
    {
      id: 'info',
      header: t`Info`,
      value: () => '',
      sortable: false,
      exportable: false,
      cell: (r) => (
        <Button variant="secondary" onClick={() => update({ productId: r.id })}>
          <Trans>Info</Trans>
          {/* Which product, for screen readers: the name keeps the visible word first in every language. */}
          <span className="sr-only">{`: ${r.client.name}, ${productName(r.designation.name, r.type)}`}</span>
        </Button>
      ),
    },
  ];

  return (
    <ProductionGate>
      <PageHeader title={<Trans>Produktet ne prodhim me cmime</Trans>} />
      <div className="no-print mb-3">
        <DepartmentTabs departments={departments ?? []} value={departmentId} onChange={(id) => update({ departmentId: id })} allLabel={t`Te gjitha repartet`} />
      </div>
      <PriceFilters prefs={prefs} onChange={update} />
      <p className="mb-3 text-lg font-semibold" aria-live="polite" data-testid="price-total">
        <Trans>Cmimi total:</Trans> {answer ? <Money value={answer.totalPrice} /> : '…'}
      </p>
      <Table caption={t`Produktet ne prodhim me cmime`} columns={columns} rows={answer?.data} getRowId={(r) => r.id} exportName="produktet-me-cmime" />
      {open && (
        <PriceInfoModal
          key={open.id}
          product={open}
          departmentNames={departmentsOf(open)}
          editsDates={canWriteModule(session.permissions, 'production')}
          onClose={() => update({ productId: null })}
        />
      )}
    </ProductionGate>
  );
}
