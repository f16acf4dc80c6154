import { defineDomainModule } from '../kit/module.js';
import { ADMIN_LISTS, ADMIN_READS, PRODUCTION_SETTINGS_SAVE, TEMPLATE_ENDPOINTS, USER_ENDPOINTS } from './endpoints.js';
import { ADMIN_MSG } from './messages.js';
import { ADMIN_ROWS, PUBLIC_USER_COLUMNS } from './rows.js';

/**
 * The admin area (spec 001 §2 "Admin"): users and the lookup lists every
 * form's selects read, so every signed-in user of the company receives them.
 * The entity `responsibilities` is what the UI calls a process ("proces"):
 * data and code keep the spec's name; the words on screen live in the PWA's
 * admin lists (src/modules/admin/lists/simpleLists.ts) and its nouns
 * (src/modules/admin/module.ts).
 */
export const adminModule = defineDomainModule({
  name: 'admin',
  entities: {
    users: { readers: 'all', columns: { whole: [], base: PUBLIC_USER_COLUMNS }, row: ADMIN_ROWS.users, uniqueText: 'username', localIndexes: 'username' },
    departments: { readers: 'all', row: ADMIN_ROWS.departments, uniqueText: 'name', localIndexes: 'name' },
    responsibilities: { readers: 'all', row: ADMIN_ROWS.responsibilities, uniqueText: 'name', localIndexes: 'name' },
    equipment: { readers: 'all', row: ADMIN_ROWS.equipment, uniqueText: 'name', localIndexes: 'name' },
    units: { readers: 'all', row: ADMIN_ROWS.units, uniqueText: 'name', localIndexes: 'name' },
    articleTypes: { readers: 'all', row: ADMIN_ROWS.articleTypes, uniqueText: 'name', localIndexes: 'name' },
    articles: { readers: 'all', row: ADMIN_ROWS.articles, uniqueText: 'code', localIndexes: 'name, code' },
    suppliers: { readers: 'all', row: ADMIN_ROWS.suppliers, uniqueText: 'name', localIndexes: 'name' },
    colorPalettes: { readers: 'all', row: ADMIN_ROWS.colorPalettes, uniqueText: 'name', localIndexes: 'name' },
    offerFields: { readers: 'all', row: ADMIN_ROWS.offerFields, uniqueText: 'name', localIndexes: 'name' },
    offerConditions: { readers: 'all', row: ADMIN_ROWS.offerConditions },
    materials: { readers: 'all', row: ADMIN_ROWS.materials, uniqueText: 'name', localIndexes: 'name' },
    impressionQuestions: { readers: 'all', row: ADMIN_ROWS.impressionQuestions, uniqueText: 'question', localIndexes: 'question' },
    measurementTemplates: { readers: 'all', row: ADMIN_ROWS.measurementTemplates, localIndexes: 'nameOfFile' },
    productionSettings: { readers: 'all', row: ADMIN_ROWS.productionSettings },
  },
  messages: ADMIN_MSG,
  endpoints: {
    ...ADMIN_LISTS,
    templates: TEMPLATE_ENDPOINTS.admin,
    measureTemplates: TEMPLATE_ENDPOINTS.measure,
    users: USER_ENDPOINTS,
    reads: ADMIN_READS,
    productionSettings: PRODUCTION_SETTINGS_SAVE,
  },
});

/** The entities the admin screens write. */
export type AdminEntity = keyof (typeof adminModule)['entities'];
