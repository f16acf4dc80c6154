import { FILE_DELETION } from '../../files/fileDeletion.js';
import { defineServerModule } from '../../moduleKit.js';
import { assetRoutes } from './assetRoutes.js';
import { fileRoutes } from './fileRoutes.js';
import { loadFiles } from './fileShape.js';

/** Files: downloads, signed links and the removal of one module's assets. */
export const filesServerModule = defineServerModule({
  name: 'files',
  routes: [fileRoutes, assetRoutes],
  deleteRules: [FILE_DELETION],
  shapes: { files: { table: 'files', load: loadFiles } },
});
