import { assigneeModulesOf } from '../../../domain/permissions.js';
import { holdsModule } from '../../../domain/warehouse/assignees.js';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

type Children = Pick<WarehouseRecordRow, 'products' | 'transportUserIds' | 'installationUserIds'>;

/**
 * Users newly put on a record must be active users of the company holding
 * the module's permission (domain/warehouse/assignees.ts); one who was on it
 * before stays even if their permission went since.
 */
export async function assertAssignable(w: Writer, userIds: readonly string[], already: readonly string[], role: 'transport' | 'installation', field: string): Promise<void> {
  const added = userIds.filter((id) => !already.includes(id));
  if (added.length === 0) return;
  const [users, held] = await Promise.all([
    w.tx.selectFrom('users').select(['id', 'deletedAt']).where('companyId', '=', w.companyId).where('id', 'in', added).execute(),
    w.tx.selectFrom('userPermissions').select(['userId', 'permissionId']).where('userId', 'in', added).execute(),
  ]);
  for (const id of added) {
    const user = users.find((u) => u.id === id);
    const permissions = held.filter((p) => p.userId === id).map((p) => p.permissionId);
    if (!user || !holdsModule({ assignable: assigneeModulesOf(permissions), deletedAt: user.deletedAt }, role)) throw refuse(WAREHOUSE_MSG.notAssignable, field);
  }
}

/**
 * Brings a record's stored lines and users to `after` through the
 * Writer (each change audited), and publishes the record: its feed row holds
 * them.
 */
export async function writeChildren(w: Writer, recordId: string, after: Children): Promise<void> {
  const lines = await w.tx.selectFrom('warehouseRecordProducts').select(['id', 'productId', 'quantity']).where('companyId', '=', w.companyId).where('warehouseRecordId', '=', recordId).execute();
  for (const line of lines) {
    const next = after.products.find((p) => p.productId === line.productId);
    if (!next) await w.delete('warehouseRecordProducts', line.id);
    else if (next.quantity !== line.quantity) await w.update('warehouseRecordProducts', line.id, { quantity: next.quantity });
  }
  for (const p of after.products) {
    if (!lines.some((l) => l.productId === p.productId)) await w.insert('warehouseRecordProducts', { warehouseRecordId: recordId, productId: p.productId, quantity: p.quantity });
  }
  const users = await w.tx.selectFrom('warehouseRecordUsers').select(['id', 'userId', 'role']).where('companyId', '=', w.companyId).where('warehouseRecordId', '=', recordId).execute();
  for (const role of ['transport', 'installation'] as const) {
    const wanted = role === 'transport' ? after.transportUserIds : after.installationUserIds;
    const held = users.filter((u) => u.role === role);
    for (const u of held) if (!wanted.includes(u.userId)) await w.delete('warehouseRecordUsers', u.id);
    for (const userId of wanted) if (!held.some((u) => u.userId === userId)) await w.insert('warehouseRecordUsers', { warehouseRecordId: recordId, userId, role });
  }
  w.publish('warehouseRecords', recordId);
}
