import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';
import { ASSIGNEE_MODULES } from '../permissions.js';

/**
 * The admin entities' rows as the feed sends them (spec 001 §3 "Lookups",
 * "User"): the stored columns without the company and the folded key, plus
 * the child lists an entity owns. The server's loaders are checked against
 * these (server/entities/registry.ts), the PWA's tables are typed with them.
 */
const named = v.object({ ...stamped, name: v.string() });
const withProcessChain = v.object({ ...stamped, name: v.string(), responsibilities: v.array(v.string()) });

const user = v.object({
  ...stamped,
  username: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  avatarFileId: nullableId,
  /** A deleted user stays in the feed (their username stays taken). */
  deletedAt: v.nullable(v.string()),
  permissions: v.array(v.number()),
  /** The modules among ASSIGNEE_MODULES the permissions give (domain/permissions.ts assigneeModulesOf): public, for the assignee pickers. */
  assignable: v.array(v.picklist(ASSIGNEE_MODULES)),
  responsibilities: v.array(v.string()),
  departments: v.array(v.object({ departmentId: v.string(), isAdmin: v.number() })),
});

/**
 * What users other than admins receive of a user (ARCHITECTURE.md "Who reads
 * what"): enough for pickers, avatars and "taken by" labels; no email,
 * permissions or departments. `assignable` (is a driver, an installer) is
 * what the warehouse form's transport and installation multi-selects list by
 * (spec 001 §6, domain/warehouse/assignees.ts), from the mirror, offline too.
 * Their devices hold these rows in the same table; changing this list changes
 * the scope word (domain/visibility.ts feedScope), so devices read their
 * users again.
 */
export const PUBLIC_USER_COLUMNS = ['id', 'username', 'firstname', 'lastname', 'avatarFileId', 'assignable', 'deletedAt', 'createdAt', 'updatedAt'] as const satisfies readonly (keyof v.InferOutput<typeof user>)[];

export type PublicUserRow = Pick<v.InferOutput<typeof user>, (typeof PUBLIC_USER_COLUMNS)[number]>;

export const ADMIN_ROWS = {
  users: user,
  departments: named,
  responsibilities: v.object({ ...stamped, name: v.string(), departmentId: nullableId }),
  equipment: named,
  units: named,
  articleTypes: withProcessChain,
  articles: v.object({
    ...stamped,
    name: v.string(),
    code: v.string(),
    articleTypeId: nullableId,
    unitId: nullableId,
    materialId: nullableId,
    supplierId: nullableId,
    price: v.nullable(v.number()),
    forProduction: v.number(),
  }),
  suppliers: named,
  colorPalettes: named,
  offerFields: named,
  offerConditions: v.object({ ...stamped, conditions: v.string() }),
  materials: withProcessChain,
  impressionQuestions: v.object({ ...stamped, question: v.string() }),
  measurementTemplates: v.object({
    ...stamped,
    nameOfFile: v.string(),
    fileId: nullableId,
    template: v.nullable(v.object({ id: v.string(), fileName: v.string(), url: v.string() })),
  }),
  productionSettings: v.object({ ...stamped, showProductionDropdownDetails: v.number(), dailyCapacity: v.number(), blueprintDeleteDepartments: v.string() }),
};
