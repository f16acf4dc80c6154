import { defineDomainModule } from '../kit/module.js';
import { ASSET_ENDPOINTS, FILE_ENDPOINTS } from './endpoints.js';

/** Files (spec 000 §7 "Files"): the rows of every upload, each read by whoever reads its owner (domain/visibility.ts). */
export const filesModule = defineDomainModule({
  name: 'files',
  entities: {
    files: { readers: 'owner', localIndexes: 'ownerId' },
  },
  endpoints: { ...FILE_ENDPOINTS, assets: ASSET_ENDPOINTS },
});
