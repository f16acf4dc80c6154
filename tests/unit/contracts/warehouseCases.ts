import type { DepositInput } from '../../../domain/warehouse/bodies.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import { createDepositCommand, storeCommand, updateDepositCommand } from '../../../src/modules/warehouse/depositCommands';
import type { Command } from '../../../src/local/types.js';
import type { LocalServer } from '../local/harness.js';

/**
 * The warehouse's writes for the optimistic-row contract: a deposit and its
 * edit, a stock addition and a second one, made by the PWA's own command
 * builders (src/modules/warehouse/depositCommands.ts).
 */
export function warehouseCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  /** A product of the demo made completed (left for the warehouse) with nothing deposited yet, and its client and project. */
  const completedProduct = once(async () => {
    const db = server().s.connection.db;
    const deposited = db.selectFrom('warehouseRecordProducts').select('productId');
    const product = await db
      .selectFrom('products')
      .select(['id', 'clientId', 'projectId', 'quantity'])
      .where('canceled', '=', 0)
      .where('projectId', 'is not', null)
      .where('quantity', '>=', 2)
      .where('id', 'not in', deposited)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ doneStatus: 1, productStatusId: 3 }).where('id', '=', product.id).execute();
    return { ...product, projectId: product.projectId! };
  });
  const article = once(async () => {
    const db = server().s.connection.db;
    const stocked = db.selectFrom('warehouseStock').select('articleId');
    return (await db.selectFrom('articles').select('id').where('id', 'not in', stocked).orderBy('id').executeTakeFirstOrThrow()).id;
  });

  async function depositCommand(id: string, input: DepositInput, creating: boolean): Promise<Command> {
    if (creating) return createDepositCommand(id, input, { projectName: '', existingRecords: 0 }, null);
    const record = await mirror().warehouseRecords.get(id);
    if (!record) throw new Error('no record to edit');
    return updateDepositCommand(record, input, null);
  }

  async function storeCommandOf(id: string, quantity: number): Promise<Command> {
    const articleId = await article();
    return storeCommand(articleId, quantity, await mirror().warehouseStock.get(id), id, 'artikull');
  }

  const base = async (): Promise<DepositInput> => {
    const p = await completedProduct();
    return { clientId: p.clientId, projectId: p.projectId, label: 'Kontrate #1', comment: 'ne raftin A', withoutTransport: 0, withoutInstallation: 1, productIds: [p.id, ''], quantity: [1, 3] };
  };

  return {
    warehouseRecords: {
      create: { command: async (id: string) => depositCommand(id, await base(), true) },
      update: { command: async (id: string) => depositCommand(id, { ...(await base()), label: 'Kontrate #1b', comment: null, withoutTransport: 1, quantity: [2] }, false) },
    },
    warehouseStock: {
      create: { command: (id: string) => storeCommandOf(id, 4) },
      update: { command: (id: string) => storeCommandOf(id, 2.5) },
    },
  };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}
