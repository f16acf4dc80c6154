import { canReadModule, type ModuleKey, type PermissionMap } from './permissions.js';

/**
 * Every entity the change feed sends, with the modules whose holders receive it.
 * The PWA keeps one Dexie table per entity; the server filters the feed by it.
 * 'all': any signed-in user of the company (lookup lists feed every form's selects).
 */
export const ENTITIES = {
  users: 'all',
  departments: 'all',
  responsibilities: 'all',
  equipment: 'all',
  units: 'all',
  articleTypes: 'all',
  articles: 'all',
  suppliers: 'all',
  colorPalettes: 'all',
  offerFields: 'all',
  offerConditions: 'all',
  materials: 'all',
  impressionQuestions: 'all',
  measurementTemplates: 'all',
  productionSettings: 'all',
  files: 'all',
  clients: 'all',
  projects: 'all',
  measures: ['measures', 'offers', 'agreements', 'production', 'installation', 'blueprints'],
  offers: ['offers', 'agreements', 'calendar'],
  products: ['offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'blueprints', 'calendar'],
  agreements: ['agreements', 'offers', 'calendar', 'production', 'installation', 'service'],
  tasks: ['calendar', 'agreements'],
  processStatuses: ['production', 'blueprints'],
  materialStatuses: ['production', 'blueprints'],
  temporaryMaterials: ['production'],
  trackers: ['production'],
  blueprints: ['production', 'blueprints'],
  warehouseRecords: ['warehouse', 'transport', 'installation'],
  warehouseStock: ['warehouse'],
  transports: ['transport', 'installation', 'warehouse'],
  installations: ['installation', 'service', 'impression'],
  serviceTickets: ['service'],
  impressions: ['impression'],
} as const satisfies Record<string, 'all' | readonly ModuleKey[]>;

export type EntityName = keyof typeof ENTITIES;
export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

export function visibleEntities(p: PermissionMap): EntityName[] {
  return ENTITY_NAMES.filter((name) => {
    const readers: 'all' | readonly ModuleKey[] = ENTITIES[name];
    return readers === 'all' || readers.some((m) => canReadModule(p, m));
  });
}

/** One change as the feed sends it. */
export interface Change {
  entity: EntityName;
  id: string;
  op: 'put' | 'delete';
  data: Record<string, unknown> | null;
}

export interface PullPage {
  changes: Change[];
  cursor: string;
  hasMore: boolean;
}
