import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { formatTimestamp } from '../../../../domain/format.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { useLiveChanges, useLocalDb } from '../../../local';
import { PageHeader, Table, type TableColumn } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { innerStockRows, type InnerStockLine } from '../innerStock';
import { WarehouseGate } from '../WarehouseGate';
import { AddStockForm } from './AddStockForm';

/**
 * The inner stock (spec 001 §2 "inner-stock"; GET warehouse-records/inner/stock):
 * bought-in articles kept in the warehouse, with the quantity held. Warehouse
 * writers add an article's quantity (POST warehouse/store), offline too.
 */
export function InnerStockPage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  useLiveChanges();
  const src = useLiveQuery(
    () => db.transaction('r', [db.warehouseStock, db.articles, db.units], async () => ({ stock: await db.warehouseStock.toArray(), articles: await db.articles.toArray(), units: await db.units.toArray() })),
    [db],
  );
  const rows = useMemo(() => (src ? innerStockRows(src.stock, src.articles, src.units) : undefined), [src]);
  const columns: TableColumn<InnerStockLine>[] = [
    { id: 'article', header: t`Artikulli`, value: (r) => r.article.name },
    { id: 'code', header: t`Kodi`, value: (r) => r.article.code, hideOnMobile: true },
    { id: 'quantity', header: t`Sasia`, value: (r) => r.quantity, cell: (r) => `${r.quantity} ${r.article.unit.name}`.trim(), align: 'end' },
    { id: 'updatedAt', header: t`Ndryshuar me`, value: (r) => r.updatedAt, cell: (r) => formatTimestamp(r.updatedAt), hideOnMobile: true },
  ];
  return (
    <WarehouseGate>
      <PageHeader title={<Trans>Stoku i brendshem</Trans>} />
      {canWriteModule(session.permissions, 'warehouse') && src && <AddStockForm articles={src.articles} stock={src.stock} />}
      <Table caption={t`Stoku i brendshem`} columns={columns} rows={rows} getRowId={(r) => r.id} exportName="stoku-i-brendshem" initialSort={{ columnId: 'article', direction: 'asc' }} />
    </WarehouseGate>
  );
}
