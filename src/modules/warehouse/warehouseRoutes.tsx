import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';

/** /dashboard/warehouse (spec 001 §2 "Warehouse"): the stock condition first, then the other tables, the deposit page and the archive. */
export const warehouseRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'warehouse',
});

const screen = <P extends string>(path: P, load: () => Promise<Record<string, () => React.JSX.Element>>, name: string) =>
  createRoute({ getParentRoute: () => warehouseRoute, path, component: lazyRouteComponent(load, name) });

/** The stock condition (warehouseState) is the area's first screen. */
export const warehouseScreens = [
  screen('/', () => import('./tables/StockConditionPage'), 'StockConditionPage'),
  screen('inner-stock', () => import('./tables/InnerStockPage'), 'InnerStockPage'),
  screen('clients', () => import('./tables/RecordListPages'), 'ClientsInWarehousePage'),
  screen('all-clients', () => import('./tables/RecordListPages'), 'AllClientsPage'),
  screen('warehouse-products', () => import('./tables/WarehouseProductsPage'), 'WarehouseProductsPage'),
] as const;

/** The spec's names of two tables (spec 001 §2 "route warehouseState", "warehouseProducts") open them where they live. */
const specPath = <P extends string>(path: P, to: '/dashboard/warehouse' | '/dashboard/warehouse/warehouse-products') =>
  createRoute({
    getParentRoute: () => warehouseRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to, replace: true });
    },
  });

export const warehouseSpecPaths = [specPath('warehouseState', '/dashboard/warehouse'), specPath('warehouseProducts', '/dashboard/warehouse/warehouse-products')] as const;

/** The deposit page of a client (and one project's card first); ?outboxEntry= reopens a refused deposit in its card. */
export const depositRoute = createRoute({
  getParentRoute: () => warehouseRoute,
  path: 'create/{-$clientId}/{-$projectId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./deposit/DepositPage'), 'DepositPage'),
});

export const warehouseRouteTree = warehouseRoute.addChildren([...warehouseScreens, ...warehouseSpecPaths, depositRoute]);
