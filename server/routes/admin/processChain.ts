import type { Reader } from '../../entities/feedShape.js';
import type { Writer } from '../../write/writer.js';
import type { WrittenColumn } from '../../write/deletions.js';
import { replaceChildren, type ChildList } from './childRows.js';
import { assertOwned } from '../../write/ownership.js';
import { untyped } from '../../db/untyped.js';

export type ChainOwner = 'materials' | 'articleTypes';

/** Where each owner keeps its ordered processes: the column pointing at the owner, which its delete takes with it (deletedWith). */
export const CHAIN_OWNER_COLUMN = {
  materials: ['materialResponsibilities', 'materialId'],
  articleTypes: ['articleTypeResponsibilities', 'articleTypeId'],
} as const satisfies Record<ChainOwner, WrittenColumn>;

const chainList = (owner: ChainOwner): ChildList => {
  const [table, parentColumn] = CHAIN_OWNER_COLUMN[owner];
  return { table, parentColumn, keyColumn: 'responsibilityId' };
};

/** The owner's process ids in their order. */
export async function chainOf(db: Reader, owner: ChainOwner, companyId: string, ownerId: string): Promise<string[]> {
  const [table, parentColumn] = CHAIN_OWNER_COLUMN[owner];
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
  if (await replaceChildren(w, chainList(owner), ownerId, wanted)) w.publish(owner, ownerId);
}
