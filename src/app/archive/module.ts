import { ARCHIVE_MSG } from '../../../domain/archive/messages.js';
import { defineClientModule, messageTwins } from '../moduleKit';
import { ARCHIVE_MESSAGES } from './messages';

/**
 * The archives on the PWA: their screens join each module's area from the
 * modules' own `archive` (src/app/router.tsx); this brings only their server
 * messages' twins, as every module's descriptor does.
 */
export const archiveModule = defineClientModule({
  name: 'archive',
  messages: messageTwins(ARCHIVE_MSG, ARCHIVE_MESSAGES),
});
