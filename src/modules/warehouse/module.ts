import { msg } from '@lingui/core/macro';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import { WarehouseGate } from './WarehouseGate';
import { lazyPage } from '../../app/archive/lazyPage';
import { defineClientModule, messageTwins } from '../../app/moduleKit';
import { WAREHOUSE_MESSAGES } from './messages';
import { warehouseRoute, warehouseRouteTree } from './warehouseRoutes';

/** The warehouse on the PWA (spec 001 §2 "Warehouse"): the stock tables, the deposit page and the archive, from the device's mirror. */
export const warehouseModule = defineClientModule({
  name: 'warehouse',
  dashboardRoutes: [warehouseRouteTree],
  archive: { module: 'warehouse', area: warehouseRoute, page: lazyPage(() => import('./tables/WarehouseArchivePage'), 'WarehouseArchivePage'), frame: WarehouseGate },
  nouns: {
    warehouseRecords: msg`deponim`,
    warehouseStock: msg`stok ne depo`,
  },
  messages: messageTwins(WAREHOUSE_MSG, WAREHOUSE_MESSAGES),
});
