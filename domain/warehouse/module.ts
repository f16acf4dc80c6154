import { defineDomainModule } from '../kit/module.js';

/** Warehouse (spec 001 §2 "Warehouse"). */
export const warehouseModule = defineDomainModule({
  name: 'warehouse',
  entities: {
    warehouseRecords: { readers: ['warehouse', 'transport', 'installation'] },
    warehouseStock: { readers: ['warehouse'] },
  },
});
