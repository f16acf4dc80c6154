import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import type { SourceProduct, SourceTransport, WarehouseSources } from '../../../src/modules/warehouse/warehouseSources';

/** A small mirror of the warehouse: one client with a project of three products (two completed, one in production). */
const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const IDS = {
  client: uuid(1),
  project: uuid(2),
  otherProject: uuid(3),
  doneA: uuid(11),
  doneB: uuid(12),
  inProduction: uuid(13),
  otherProjectProduct: uuid(14),
  driver: uuid(21),
  installer: uuid(22),
} as const;

const product = (id: string, over: Partial<SourceProduct> = {}): SourceProduct => ({
  id,
  clientId: IDS.client,
  projectId: IDS.project,
  articleId: `art-${id}`,
  unitId: 'unit-m',
  type: null,
  quantity: 4,
  price: 100,
  totalPrice: 0,
  doneStatus: 1,
  canceled: 0,
  createdAt: `2026-01-0${id.length}T00:00:00.000Z`,
  ...over,
});

export function record(id: string, over: Partial<WarehouseRecordRow> = {}): WarehouseRecordRow {
  return {
    id,
    clientId: IDS.client,
    projectId: IDS.project,
    label: `Kuzhina #${id}`,
    comment: null,
    withoutTransport: 0,
    withoutInstallation: 0,
    products: [],
    transportUserIds: [],
    installationUserIds: [],
    createdAt: '2026-02-10T09:00:00.000Z',
    updatedAt: '2026-02-10T09:00:00.000Z',
    ...over,
  };
}

export const transport = (id: string, warehouseRecordId: string, times: Partial<SourceTransport> = {}): SourceTransport => ({ id, code: 'T-1', warehouseRecordId, acceptanceDate: null, arrivalDate: null, ...times });

export function sources(over: Partial<WarehouseSources> = {}): WarehouseSources {
  const products = [
    product(IDS.doneA, { createdAt: '2026-01-01T00:00:00.000Z', totalPrice: 300 }),
    product(IDS.doneB, { createdAt: '2026-01-02T00:00:00.000Z', quantity: 2 }),
    product(IDS.inProduction, { createdAt: '2026-01-03T00:00:00.000Z', doneStatus: 0 }),
    product(IDS.otherProjectProduct, { projectId: IDS.otherProject }),
    product(uuid(15), { canceled: 1 }),
  ];
  return {
    records: [],
    transports: [],
    products: new Map(products.map((p) => [p.id, p])),
    projects: new Map([
      [IDS.project, { projectName: 'Kuzhina', clientId: IDS.client }],
      [IDS.otherProject, { projectName: 'Dhoma', clientId: IDS.client }],
    ]),
    clients: new Map([[IDS.client, { firstnameAndLastname: 'Arta', lastName: 'Krasniqi' }]]),
    articles: new Map(products.map((p) => [`art-${p.id}`, { name: `Artikull ${p.id}` }])),
    units: new Map([['unit-m', { name: 'm' }]]),
    users: new Map([
      [IDS.driver, { id: IDS.driver, username: 'driver', firstname: 'Fatmir', lastname: 'Shala' }],
      [IDS.installer, { id: IDS.installer, username: 'installer', firstname: 'Liridon', lastname: 'Morina' }],
    ]),
    invoices: new Map(),
    ...over,
  };
}
