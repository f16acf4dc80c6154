import type { FastifyInstance } from 'fastify';
import { ARCHIVE_ENDPOINTS } from '../../../domain/archive/endpoints.js';
import { ARCHIVED_ENTITY, isArchiveModule, type ArchiveModule } from '../../../domain/archive/modules.js';
import { archiveListQuery } from '../../../domain/archive/queries.js';
import { inArchiveRange, newestArchivedFirst } from '../../../domain/archive/rules.js';
import { MSG } from '../../../domain/messages.js';
import { canReadModule, isAdmin } from '../../../domain/permissions.js';
import { readsRow } from '../../../domain/visibility.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { authOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { archiveLines } from './archiveLines.js';
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
      const entity = ARCHIVED_ENTITY[module];
      const archived = (await archivedRows(db, module, auth.companyId))
        .filter((a) => inArchiveRange(a.date, q) && readsRow(auth.permissions, entity, a.row as unknown as Record<string, unknown>))
        .sort((a, b) => newestArchivedFirst({ date: a.date, id: a.row.id }, { date: b.date, id: b.row.id }));
      const page = archived.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      return { data: await archiveLines(db, auth.companyId, module, page, isAdmin(auth.permissions)), total: archived.length, page: q.page, pageSize: q.pageSize };
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
