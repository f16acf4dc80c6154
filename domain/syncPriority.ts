import { adminModule } from './admin/module.js';
import { settingsModule } from './settings/module.js';
import { ENTITY_NAMES, visibleEntities, type EntityName } from './entities.js';
import { MODULES, type ModuleKey, type PermissionMap } from './permissions.js';

/**
 * The order a new device reads the entities in (src/local/SYNC.md O19): what
 * the user's own screens draw comes first, so those screens are useful while
 * the rest of the mirror follows.
 */

/** Every form's selects and every screen's names: small, read by everyone. */
const LOOKUPS: readonly EntityName[] = [...Object.keys(adminModule.entities), ...Object.keys(settingsModule.entities)] as EntityName[];

/**
 * What each module's main screen reads besides the lookups: the production
 * board (src/modules/production/board/readBoardSources.ts), the driver's
 * transport list, the installer's records, and so on. The module's own
 * entity first, its relations after.
 */
const SCREEN_ENTITIES: Record<ModuleKey, readonly EntityName[]> = {
  contact: ['clients', 'projects'],
  measures: ['measures', 'projects', 'clients'],
  offers: ['offers', 'products', 'projects', 'clients'],
  agreements: ['agreements', 'offers', 'products', 'projects', 'clients'],
  production: ['products', 'processStatuses', 'materialStatuses', 'temporaryMaterials', 'blueprints', 'projects', 'clients', 'measures'],
  warehouse: ['warehouseRecords', 'warehouseStock', 'transports', 'products', 'projects', 'clients'],
  transport: ['transports', 'warehouseRecords', 'products', 'projects', 'clients'],
  installation: ['installations', 'transports', 'warehouseRecords', 'products', 'projects', 'clients', 'measures', 'agreements'],
  service: ['serviceTickets', 'installations', 'projects', 'clients'],
  impression: ['impressions', 'installations', 'projects', 'clients'],
  blueprints: ['blueprints', 'products', 'projects', 'clients'],
  calendar: ['tasks', 'products', 'offers', 'agreements'],
};

/** Admins and observers hold no module of their own; the office's first screen stands for theirs. */
const OVERSEERS_HOME: ModuleKey = 'contact';

export interface SyncPriority {
  /** Every visible entity, in the order to read them. */
  order: EntityName[];
  /** How many of `order`, from its start, the user's own screens need: once they are in, the device is usable. */
  usableAfter: number;
}

export function syncPriority(p: PermissionMap): SyncPriority {
  const visible = new Set(visibleEntities(p));
  const own = MODULES.filter((m) => p[m] === true);
  const screens = (own.length > 0 ? own : [OVERSEERS_HOME]).flatMap((m) => SCREEN_ENTITIES[m]);
  const first = [...new Set([...LOOKUPS, ...screens])].filter((e) => visible.has(e));
  const rest = ENTITY_NAMES.filter((e) => visible.has(e) && !first.includes(e));
  return { order: [...first, ...rest], usableAfter: first.length };
}
