// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlanningProductRow } from '../../../domain/production/archives.js';
import { innerStockRows } from '../../../src/modules/warehouse/innerStock';
import { archivedRecords, recordListRows } from '../../../src/modules/warehouse/recordLists';
import { stockCondition } from '../../../src/modules/warehouse/stockCondition';
import { IDS, record, sources, transport } from './warehouseSourcesFixture';

const at = (day: string) => `${day}T10:00:00.000Z`;
const done = { acceptanceDate: '2026-02-11 08:00:00', arrivalDate: '2026-02-11 10:00:00' };

describe('clients in the warehouse, all clients and the archive', () => {
  const src = sources({
    records: [
      record('waiting', { createdAt: at('2026-02-01') }),
      record('started', { createdAt: at('2026-02-05'), withoutInstallation: 1 }),
      record('gone', { createdAt: at('2026-02-09'), withoutTransport: 1, products: [{ productId: IDS.doneA, quantity: 2 }] }),
    ],
    transports: [transport('t1', 'started', { acceptanceDate: '2026-02-10 08:00:00' }), transport('t2', 'gone', done)],
  });

  it('keeps in the warehouse what no complete transport carried, newest first', () => {
    expect(recordListRows(src, {}, 'waiting').map((r) => r.id)).toEqual(['started', 'waiting']);
    const all = recordListRows(src, {}, 'all');
    expect(all.map((r) => [r.id, r.transported])).toEqual([
      ['gone', true],
      ['started', false],
      ['waiting', false],
    ]);
    expect(all[0]).toMatchObject({ client: { id: IDS.client, name: 'Arta Krasniqi' }, project: { id: IDS.project, name: 'Kuzhina' } });
  });

  it('filters by the day made (the end day included), without transport and without installation', () => {
    expect(recordListRows(src, { start: '2026-02-05', end: '2026-02-09' }, 'all').map((r) => r.id)).toEqual(['gone', 'started']);
    expect(recordListRows(src, { withoutTransportFilter: true }, 'all').map((r) => r.id)).toEqual(['gone']);
    expect(recordListRows(src, { withoutInstallationFilter: true }, 'all').map((r) => r.id)).toEqual(['started']);
  });

  it('archives the records gone on complete transports, with those transports', () => {
    const archived = archivedRecords(src, {}, false);
    expect(archived.map((r) => r.id)).toEqual(['gone']);
    expect(archived[0]!.transports).toEqual([{ id: 't2', code: 'T-1', ...done, state: 3, location: null }]);
    expect(archived[0]!.productWarehouseRecord).toEqual([{ productId: IDS.doneA, productName: `Artikull ${IDS.doneA}`, type: null, quantityForTransport: 2, price: null }]);
  });
});

describe('the stock condition', () => {
  const row = (id: string, quantity: number, totalPrice: number | null): PlanningProductRow => ({
    id,
    client: { id: IDS.client, name: 'Arta Krasniqi' },
    project: { id: IDS.project, name: 'Kuzhina' },
    designation: { name: 'Dollap' },
    type: null,
    shipmentDestinationId: 1,
    quantity,
    start: null,
    end: null,
    finishedAt: '2026-02-01T10:00:00.000Z',
    totalPrice,
  });

  it('takes off what left on complete transports, drops what is all gone, and totals the prices of what stays', () => {
    const records = [record('gone', { products: [{ productId: IDS.doneA, quantity: 1 }, { productId: IDS.doneB, quantity: 2 }] }), record('waiting', { products: [{ productId: IDS.doneA, quantity: 1 }] })];
    const answer = stockCondition([row(IDS.doneA, 4, 300), row(IDS.doneB, 2, 200)], records, [transport('t', 'gone', done)]);
    expect(answer.rows.map((r) => [r.id, r.inStock])).toEqual([[IDS.doneA, 3]]);
    expect(answer.totalPrice).toBe(300);
  });

  it('totals nothing for those who see no prices', () => {
    expect(stockCondition([row(IDS.doneA, 4, null)], [], []).totalPrice).toBe(0);
  });
});

describe('the inner stock', () => {
  it('names each article with its code and unit, by name', () => {
    const rows = innerStockRows(
      [
        { id: 's2', articleId: 'a2', quantity: 5, createdAt: '', updatedAt: '2026-02-01' },
        { id: 's1', articleId: 'a1', quantity: 1.5, createdAt: '', updatedAt: '2026-02-02' },
      ],
      [
        { id: 'a1', name: 'Dorezë', code: 'D-1', unitId: 'u' },
        { id: 'a2', name: 'Vida', code: 'V-9', unitId: null },
      ],
      [{ id: 'u', name: 'copë' }],
    );
    expect(rows.map((r) => [r.article.name, r.article.code, r.article.unit.name, r.quantity])).toEqual([
      ['Dorezë', 'D-1', 'copë', 1.5],
      ['Vida', 'V-9', '', 5],
    ]);
  });
});
