import { defineDomainModule } from '../kit/module.js';
import { ARCHIVE_ENDPOINTS } from './endpoints.js';
import { ARCHIVE_MSG } from './messages.js';

/**
 * The archives (issue 16): a module of no entity of its own. It reads the
 * archived rows of the journey's modules (rules.ts says which) and deletes
 * them where nothing of a later module depends on them.
 */
export const archiveModule = defineDomainModule({
  name: 'archive',
  entities: {},
  messages: ARCHIVE_MSG,
  endpoints: { archive: ARCHIVE_ENDPOINTS },
});
