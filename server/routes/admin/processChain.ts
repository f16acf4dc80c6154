import type { Reader } from '../../entities/feedShape.js';
import type { Writer } from '../../write/writer.js';
import { replaceChildren, type ChildList } from './childRows.js';
import { assertOwned } from '../../write/ownership.js';
import { untyped } from '../../db/untyped.js';

export type ChainOwner = 'materials' | 'articleTypes';

/** Where each owner keeps its ordered processes. */
export const CHAINS: Record<ChainOwner, ChildList> = {
  materials: { table: 'materialResponsibilities', parentColumn: 'materialId', keyColumn: 'responsibilityId' },
  articleTypes: { table: 'articleTypeResponsibilities', parentColumn: 'articleTypeId', keyColumn: 'responsibilityId' },
};

/** The owner's process ids in their order. */
export async function chainOf(db: Reader, owner: ChainOwner, companyId: string, ownerId: string): Promise<string[]> {
  const { table, parentColumn } = CHAINS[owner];
  const rows = (await untyped(db)
    .selectFrom(table)
    .select('responsibilityId')
    .where('companyId', '=', companyId)
    .where(parentColumn, '=', ownerId)
    .orderBy('position')
    .execute()) as { responsibilityId: string }[];
  return rows.map((r) => r.responsibilityId);
}

/** The owner's processes with their names, in order (GET admin/types/{id}/responsibilities and the like). */
export async function chainWithNames(db: Reader, owner: ChainOwner, companyId: string, ownerId: string) {
  const ids = await chainOf(db, owner, companyId, ownerId);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('responsibilities')
    .select(['id', 'name', 'departmentId'])
    .where('companyId', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id, i) => {
    const r = byId.get(id);
    return r ? [{ ...r, value: r.id, label: r.name, position: i + 1 }] : [];
  });
}

/** Stores the chain in the order given (position 1, 2, …), publishing the owner when it changed. */
export async function saveChain(w: Writer, owner: ChainOwner, ownerId: string, responsibilityIds: readonly string[]): Promise<void> {
  await assertOwned(w, 'responsibilities', responsibilityIds, 'responsibilities');
  const wanted = responsibilityIds.map((responsibilityId, i) => ({ responsibilityId, position: i + 1 }));
  if (await replaceChildren(w, CHAINS[owner], ownerId, wanted)) w.publish(owner, ownerId);
}

/** Removes the chain row by row, so the audit log shows what the owner's delete took with it. */
export async function dropChain(w: Writer, owner: ChainOwner, ownerId: string): Promise<void> {
  await replaceChildren(w, CHAINS[owner], ownerId, []);
}
