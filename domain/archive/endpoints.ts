import { answering, del, get } from '../kit/endpoint.js';
import type { ArchivePage } from './reads.js';

export type { ArchiveLine, ArchiveLineOf, ArchivePage } from './reads.js';

/**
 * The archives of the client's journey (spec 000 §7 "GET archive/{module}"
 * with optional dates; issue 16 "Archive deletion per module": paths not
 * shown in the spec, so plain REST). `{module}` is one of ARCHIVE_MODULES.
 *
 * GET archive/warehouse is the warehouse module's own call
 * (WAREHOUSE_READS.archive, with transportMap=1 and its record shape): the
 * router prefers that static path, so the list here serves the other nine and
 * refuses 'warehouse' as its parameter (404). Deleting goes through this one
 * call for all ten, warehouse records included.
 *
 * list query: start, end (YYYY-MM-DD, on the archived day), page (1-based,
 * default 1), pageSize (5, 10, 20, 30, 50, 75, 100, 1000, 10000; default 50).
 */
export const ARCHIVE_ENDPOINTS = {
  list: answering<ArchivePage>()(get('archive/{module}')),
  remove: answering<{ data: true; message: string }>()(del('archive/{module}/{id}')),
} as const;
