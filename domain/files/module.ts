import { defineDomainModule } from '../kit/module.js';
import { ASSET_ENDPOINTS, FILE_ENDPOINTS } from './endpoints.js';

/** Files (spec 000 §7 "Files"): the rows of every upload; issue 8 gives each the readers of its owner's module. */
export const filesModule = defineDomainModule({
  name: 'files',
  entities: {
    files: { readers: 'all' },
  },
  endpoints: { ...FILE_ENDPOINTS, assets: ASSET_ENDPOINTS },
});
