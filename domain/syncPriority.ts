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
 * transport list (src/app/deliveries/readDeliveries.ts), the installer's
 * records, and so on. The module's own entity first, its relations after.
 */
const SCREEN_ENTITIES: Record<ModuleKey, readonly EntityName[]> = {
  contact: ['clients', 'projects'],
  measures: ['measures', 'projects', 'clients'],
  offers: ['offers', 'products', 'projects', 'clients'],
  agreements: ['agreements', 'offers', 'products', 'projects', 'clients'],
  production: ['products', 'processStatuses', 'materialStatuses', 'temporaryMaterials', 'blueprints', 'projects', 'clients', 'measures'],
  warehouse: ['warehouseRecords', 'warehouseStock', 'transports', 'products', 'projects', 'clients'],
  transport: ['transports', 'warehouseRecords', 'projects', 'clients'],
  installation: ['installations', 'transports', 'warehouseRecords', 'products', 'projects', 'clients', 'measures', 'agreements'],
  service: ['serviceTickets', 'installations', 'projects', 'clients'],
  impression: ['impressions', 'installations', 'projects', 'clients'],
  blueprints: ['blueprints', 'products', 'projects', 'clients'],
  calendar: ['tasks', 'products', 'offers', 'agreements'],
};

/**
 * What a module's forms read that its main screen does not: next after the
 * screens, before the rest (the driver's list draws without the products;
 * the record's form lists them).
 */
const FORM_ENTITIES: Partial<Record<ModuleKey, readonly EntityName[]>> = {
  transport: ['products'],
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
  const homes = own.length > 0 ? own : [OVERSEERS_HOME];
  const first = [...new Set([...LOOKUPS, ...homes.flatMap((m) => SCREEN_ENTITIES[m])])].filter((e) => visible.has(e));
  const forms = [...new Set(homes.flatMap((m) => FORM_ENTITIES[m] ?? []))].filter((e) => visible.has(e) && !first.includes(e));
  const rest = ENTITY_NAMES.filter((e) => visible.has(e) && !first.includes(e) && !forms.includes(e));
  return { order: [...first, ...forms, ...rest], usableAfter: first.length };
}
