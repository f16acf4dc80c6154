import { PostgresAdapter } from 'kysely';
import type { EntityName } from '../../../domain/entities.js';
import { ARCHIVE_MSG } from '../../../domain/archive/messages.js';
import { ARCHIVED_ENTITY, type ArchiveModule } from '../../../domain/archive/modules.js';
import { laterDependants } from '../../../domain/archive/rules.js';
import { removeOwnerFiles, type StagedFiles } from '../../files/attachments.js';
import { refuse } from '../../http/errors.js';
import { releaseDependents, type DeleteRule, type WrittenColumn } from '../../write/deletions.js';
import { isReferenced, rowsPointingAt } from '../../write/references.js';
import type { TenantTable, Writer } from '../../write/writer.js';
import { CLIENT_DELETION } from '../contact/deleteRules.js';
import { deleteProject, projectInUse } from '../contact/projectWrites.js';
import { PRODUCT_DELETION } from '../offer/deleteRules.js';
import { settleTotals } from '../offer/offerTotals.js';
import { deleteTicket } from '../service/ticketWrites.js';
import { INSTALLATION_DELETION } from '../installation/deleteRules.js';
import { TRANSPORT_DELETION } from '../transport/deleteRules.js';
import { WAREHOUSE_DELETE_RULES } from '../warehouse/deleteRules.js';
import { archivedRows } from './archivedRows.js';
import { AGREEMENT_DELETION, IMPRESSION_DELETION, MEASURE_DELETION, OFFER_DELETION } from './deleteRules.js';
import { laterRowsOf } from './laterRows.js';

/**
 * Holds rows until the write commits: a row referring to a locked row waits
 * for it (PostgreSQL's key-share lock), so nothing comes to depend on the row
 * between the check and the delete — the schema would cascade it silently.
 * SQLite runs one write transaction at a time already.
 */
async function lockRows(w: Writer, table: TenantTable, column: 'id' | 'clientId', value: string): Promise<void> {
  if (!(w.tx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await rowsPointingAt(w, [table, column] as never, value).forUpdate().execute();
}

const inUse = () => refuse(ARCHIVE_MSG.inUse, 'id');

/** Refused while any of the columns holds the id: the schema would otherwise change those rows silently. */
async function assertFree(w: Writer, refs: DeleteRule['refusedWhileUsedBy'], id: string): Promise<void> {
  if (await isReferenced(w, refs, id)) throw inUse();
}

/** A rule's own rows and the row's files (where its module keeps files), then the row itself. */
async function removeByRule(w: Writer, staged: StagedFiles, rule: DeleteRule, id: string, filesOf?: EntityName): Promise<void> {
  await assertFree(w, rule.refusedWhileUsedBy, id);
  if (filesOf) await removeOwnerFiles(w, staged, { ownerType: filesOf, ownerId: id });
  await releaseDependents(w, rule, id);
  await w.delete(rule.table as TenantTable, id);
}

/**
 * A product's production history: its statuses, temporary materials,
 * trackers and blueprints belong to it and go with it (the material statuses
 * before the temporary materials they may name).
 */
const PRODUCTION_HISTORY: readonly WrittenColumn[] = [
  ['materialStatuses', 'productId'],
  ['temporaryMaterials', 'productId'],
  ['processStatuses', 'productId'],
  ['trackers', 'productId'],
  ['blueprints', 'productId'],
];

async function removeProduct(w: Writer, staged: StagedFiles, id: string): Promise<void> {
  const product = await w.get('products', id);
  for (const ref of PRODUCTION_HISTORY) {
    for (const row of await rowsPointingAt(w, ref, id).execute()) {
      if (ref[0] === 'blueprints') await removeOwnerFiles(w, staged, { ownerType: 'blueprints', ownerId: row.id });
      await w.delete(ref[0], row.id);
    }
  }
  await assertFree(w, PRODUCT_DELETION.refusedWhileUsedBy, id);
  await w.delete('products', id);
  await settleTotals(w, product.offerId);
}

/** Each module's removal of one archived row that nothing of a later module depends on, by the rules its own deletes follow. */
const REMOVE: Readonly<Record<ArchiveModule, (w: Writer, staged: StagedFiles, id: string) => Promise<void>>> = {
  contact: async (w, staged, id) => {
    const projects = await w.tx.selectFrom('projects').select('id').where('companyId', '=', w.companyId).where('clientId', '=', id).execute();
    for (const project of projects) if (await projectInUse(w, project.id)) throw inUse();
    for (const project of projects) await deleteProject(w, staged, project.id);
    await assertFree(w, CLIENT_DELETION.refusedWhileUsedBy, id);
    await releaseDependents(w, CLIENT_DELETION, id);
    await w.delete('clients', id);
  },
  measures: (w, staged, id) => removeByRule(w, staged, MEASURE_DELETION, id, 'measures'),
  offers: async (w, staged, id) => {
    for (const line of await rowsPointingAt(w, ['products', 'offerId'], id).execute()) await assertFree(w, PRODUCT_DELETION.refusedWhileUsedBy, line.id);
    await removeByRule(w, staged, OFFER_DELETION, id, 'offers');
  },
  agreements: (w, staged, id) => removeByRule(w, staged, AGREEMENT_DELETION, id, 'agreements'),
  production: removeProduct,
  warehouse: (w, staged, id) => removeByRule(w, staged, WAREHOUSE_DELETE_RULES[0]!, id, 'warehouseRecords'),
  transport: (w, staged, id) => removeByRule(w, staged, TRANSPORT_DELETION, id),
  installation: (w, staged, id) => removeByRule(w, staged, INSTALLATION_DELETION, id, 'installations'),
  service: deleteTicket,
  impression: (w, staged, id) => removeByRule(w, staged, IMPRESSION_DELETION, id),
};

/** The client an archived row belongs to (a transport, an installation and a ticket name only the project); null for an unregistered ticket. */
async function clientOf(w: Writer, module: ArchiveModule, row: Record<string, unknown>): Promise<string | null> {
  if (module === 'contact') return row.id as string;
  if (typeof row.clientId === 'string') return row.clientId;
  if (typeof row.projectId !== 'string') return null;
  const project = await w.tx.selectFrom('projects').select('clientId').where('companyId', '=', w.companyId).where('id', '=', row.projectId).executeTakeFirst();
  return project?.clientId ?? null;
}

/**
 * DELETE archive/{module}/{id}: an archived row of the module (404 when the
 * company has no such row, refused when it is not archived), refused with
 * ARCHIVE_MSG.inUse and nothing changed while a later module depends on it
 * (domain/archive/rules.ts laterDependants); otherwise it goes with its own
 * rows, through the Writer.
 */
export async function deleteArchived(w: Writer, staged: StagedFiles, module: ArchiveModule, id: string): Promise<void> {
  const table = ARCHIVED_ENTITY[module];
  await w.get(table, id);
  await lockRows(w, table, 'id', id);
  if (module === 'contact') await lockRows(w, 'projects', 'clientId', id);
  const [archived] = await archivedRows(w.tx, module, w.companyId, [id]);
  if (!archived) throw refuse(ARCHIVE_MSG.notArchived, 'id');
  const row = archived.row;
  const later = await laterRowsOf(w.tx, w.companyId, await clientOf(w, module, row));
  if (laterDependants(module, row, later).length > 0) throw inUse();
  await REMOVE[module](w, staged, id);
}
