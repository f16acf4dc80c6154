import type { FastifyInstance } from 'fastify';
import { ARCHIVE_ENDPOINTS } from '../../../domain/archive/endpoints.js';
import { ARCHIVED_ENTITY, isArchiveModule, type ArchiveModule } from '../../../domain/archive/modules.js';
import { archiveListQuery } from '../../../domain/archive/queries.js';
import { MSG } from '../../../domain/messages.js';
import { canReadModule, isAdmin } from '../../../domain/permissions.js';
import { readsRow } from '../../../domain/visibility.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { authOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { archiveLines } from './archiveLines.js';
import { archivedPage } from './archivedPage.js';
import { archivedRows } from './archivedRows.js';
import { deleteArchived } from './archiveDeletions.js';

/** GET archive/warehouse is the warehouse module's own (WAREHOUSE_READS.archive, the static path the router prefers): the list here serves the other nine. */
const listedHere = (value: unknown): boolean => typeof value === 'string' && isArchiveModule(value) && value !== 'warehouse';
const anyArchive = (value: unknown): boolean => typeof value === 'string' && isArchiveModule(value);

/**
 * The archives (issue 16). Reading one is reading its module: whoever reads
 * the module (observers too) reads its archive, the rows the visibility rule
 * gives them, of their company, newest first, a page at a time. Deleting is
 * full privileges' alone (access 'admin'), through the Writer.
 */
export async function archiveRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(
    app,
    ARCHIVE_ENDPOINTS.list,
    'signedIn',
    async (req, _reply, { params }) => {
      const auth = authOf(req);
      const module = params.module as ArchiveModule;
      if (!canReadModule(auth.permissions, module)) throw forbidden();
      const q = parse(archiveListQuery, req.query);
      // Every archived entity is read whole or not at all (no row-scoped readers): one check, then the page comes from SQL.
      if (!readsRow(auth.permissions, ARCHIVED_ENTITY[module], {})) throw forbidden();
      const { ids, total } = await archivedPage(db, module, auth.companyId, q);
      const byId = new Map((await archivedRows(db, module, auth.companyId, ids)).map((a) => [a.row.id, a]));
      const page = ids.flatMap((id) => byId.get(id) ?? []);
      return { data: await archiveLines(db, auth.companyId, module, page, isAdmin(auth.permissions)), total, page: q.page, pageSize: q.pageSize };
    },
    { tokenParams: { module: listedHere } },
  );

  serve(
    app,
    ARCHIVE_ENDPOINTS.remove,
    'admin',
    (req, reply, { params: { module, id } }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        await deleteArchived(w, staged, module as ArchiveModule, id);
        return { data: true as const, message: MSG.deleted };
      }),
    { tokenParams: { module: anyArchive } },
  );
}
