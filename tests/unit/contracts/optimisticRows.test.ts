import { PRODUCTION_SETTINGS_SAVE } from '../../../domain/admin/endpoints.js';
import { parseWith } from '../../../domain/validation.js';
import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, type RowOf, type TypedEntity } from '../../../domain/entities.js';
import { newId } from '../../../domain/ids.js';
import { SERVER_STAMPED } from '../../../domain/kit/rows.js';
import type { EntityDecl } from '../../../domain/kit/module.js';
import { createCommand, updateCommand } from '../../../src/app/writes/rowCommands';
import type { ZanatiDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import type { Session } from '../../../src/local/session.js';
import { tableOf } from '../../../src/local/tables.js';
import type { Command } from '../../../src/local/types.js';
import type { AdminListDef } from '../../../src/modules/admin/lists/adminListDef';
import { articlesList } from '../../../src/modules/admin/lists/articleList';
import { measurementTemplatesList } from '../../../src/modules/admin/lists/measurementTemplateList';
import { articleTypesList, materialsList } from '../../../src/modules/admin/lists/processChainLists';
import {
  colorPalettesList,
  departmentsList,
  equipmentList,
  impressionQuestionsList,
  offerConditionsList,
  offerFieldsList,
  responsibilitiesList,
  suppliersList,
  unitsList,
} from '../../../src/modules/admin/lists/simpleLists';
import { productionSettingsCommand } from '../../../src/app/productionSettings/productionSettingsCommand';
import { emptyUserDraft, validateUserDraft, type UserDraft } from '../../../src/modules/admin/users/userDraft';
import { USER_ROWS } from '../../../src/modules/admin/users/userEndpoint';
import { pdfBytes } from '../../fixtures/files.js';
import { isRefusal, planStatusChange } from '../../../domain/production/plan.js';
import type { StatusRequest } from '../../../domain/production/rules.js';
import { STATUS } from '../../../domain/production/statuses.js';
import { localProductState } from '../../../src/modules/production/status/localProductState';
import { statusCommand } from '../../../src/modules/production/status/statusCommand';
import { createTemporaryMaterialCommand, renameTemporaryMaterialCommand } from '../../../src/modules/production/materials/temporaryMaterialCommands';
import { uploadBlueprintCommand } from '../../../src/app/blueprints/blueprintCommands';
import { warehouseCases } from './warehouseCases.js';
import { transportCases } from './transportCases.js';
import { serviceCases } from './serviceCases.js';
import { impressionCases } from './impressionCases.js';
import { installationCases } from './installationCases.js';
import { measureCases } from './measureCases.js';
import { contactCases } from './contactCases.js';
import { calendarCases } from './calendarCases.js';
import { offerCases } from './offerCases.js';
import { agreementCases } from './agreementCases.js';
import { settingsCases } from './settingsCases.js';
import { eventually, newDevice, signIn, startLocalServer, uniqueName, type Device, type LocalServer } from '../local/harness.js';

/** What the settings form hands its command: the call's input and the row as the server stores it. */
function settingsValue(input: v.InferInput<typeof PRODUCTION_SETTINGS_SAVE.body>) {
  const parsed = parseWith(PRODUCTION_SETTINGS_SAVE.body, input);
  if (!parsed.ok) throw new Error('settings input refused');
  return { input, stored: parsed.value };
}

/**
 * One contract for every entity a command writes: the optimistic row the
 * PWA's own command builder puts in the mirror equals, field by field, the row
 * the feed sends back once the server applied the command — so a screen never
 * flickers when the re-read replaces one with the other. Only the times
 * (the device's until the server's arrive) and the columns a case names as
 * filled by the server alone may differ. Both rows also parse with the
 * entity's declared row schema (domain/<module>/rows.ts).
 */

let ls: LocalServer;
let session: Session;
let device: Device;

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
  device = await newDevice(ls.s, session);
});
afterAll(async () => {
  await device.close();
  await ls.close();
});

/** Ids of the demo company's rows, for drafts that point at other rows. */
async function demoIds(table: 'responsibilities' | 'departments' | 'units' | 'suppliers', count: number): Promise<string[]> {
  const company = await ls.s.connection.db.selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  const rows = await ls.s.connection.db.selectFrom(table).select('id').where('companyId', '=', company.id).orderBy('id').limit(count).execute();
  return rows.map((r) => r.id);
}

interface Step {
  command: (id: string) => Promise<Command> | Command;
}

/** A create and an edit of one entity, through the commands its screens build. */
interface Case {
  create: Step;
  /** Absent where the spec has no edit (a blueprint is uploaded and deleted, never edited). */
  update?: Step;
  /** Columns only the server can fill (a stored file's id and link): they arrive with the feed's row. */
  serverFilled?: readonly string[];
  /** The row the commands write, when the server keeps one row of its own (production settings: one per company). */
  rowId?: () => Promise<string>;
}

/** Create and edit commands of a list page, validated as the page validates them. */
function listCase<Draft>(def: AdminListDef<Draft>, created: () => Draft | Promise<Draft>, edited: () => Draft | Promise<Draft>): Case {
  const valid = async (draft: Draft, creating: boolean, id: string) => {
    const result = def.validate(draft, [], { creating, ownId: id });
    if (!result.ok) throw new Error(`draft refused: ${JSON.stringify(result.errors)}`);
    return result.value;
  };
  return {
    create: { command: async (id) => createCommand(def, id, await valid(await created(), true, id), 'contract', '/admin', null) },
    update: { command: async (id) => updateCommand(def, id, await valid(await edited(), false, id), 'contract', '/admin', null) },
  };
}

const named = (prefix: string) => () => ({ text: uniqueName(prefix), departmentId: '' });
const userDraft = (changes: Partial<UserDraft>): UserDraft => ({
  ...emptyUserDraft(),
  firstname: 'Drita',
  lastname: 'Berisha',
  email: 'drita@example.com',
  password: 'fjalekalim-i-forte',
  passwordConfirmation: 'fjalekalim-i-forte',
  permissionIds: [4],
  ...changes,
});
const userCommand = (draft: UserDraft, creating: boolean) => (id: string) => {
  const result = validateUserDraft(draft, [], { creating, ownId: id }, null);
  if (!result.ok) throw new Error(`user draft refused: ${JSON.stringify(result.errors)}`);
  return creating ? createCommand(USER_ROWS, id, result.value, 'contract', '/admin', null) : updateCommand(USER_ROWS, id, result.value, 'contract', '/admin', null);
};
const username = uniqueName('kontrate').toLowerCase().slice(0, 40);
const pdf = () => new File([new Uint8Array(pdfBytes('contract'))], 'skica.pdf', { type: 'application/pdf' });

/**
 * A to-do process (or material) of the demo's production, each case its own
 * (the status cases change them). The device starts from the feed's present,
 * so the product's statuses and timer are copied into its mirror first, as a
 * pull would have brought them.
 */
const takenRows = new Set<string>();
const withoutCompany = <R extends { companyId: string }>({ companyId: _company, ...row }: R) => row;
async function freshStatus(kind: 'process' | 'material') {
  const server = ls.s.connection.db;
  const table = kind === 'process' ? 'processStatuses' : 'materialStatuses';
  const candidates = await server.selectFrom(table).selectAll().where('statusId', '=', STATUS.toDo).limit(50).execute();
  const row = candidates.find((r) => !takenRows.has(r.id) && (kind === 'process' || ('materialId' in r && r.materialId !== null)));
  if (!row) throw new Error(`no to-do ${kind} status in the demo`);
  takenRows.add(row.id);
  const of = (t: 'processStatuses' | 'materialStatuses' | 'trackers') => server.selectFrom(t).selectAll().where('productId', '=', row.productId).execute();
  const [processes, materials, trackers] = await Promise.all([of('processStatuses'), of('materialStatuses'), of('trackers')]);
  await device.db.processStatuses.bulkPut(processes.map(withoutCompany));
  await device.db.materialStatuses.bulkPut(materials.map(withoutCompany));
  await device.db.trackers.bulkPut(trackers.map(withoutCompany));
  return withoutCompany(row) as typeof row & { materialId?: string | null };
}

/** A status change as the status modal queues it, in admin mode (the admin signs the contract device in). */
async function statusChange(kind: 'process' | 'material', row: { id: string; productId: string; responsibilityId: string; materialId?: string | null }, request: StatusRequest & { statusId: number }, trackerId = newId()) {
  const product = await localProductState(device.db, row.productId);
  const at = new Date().toISOString();
  const plan = planStatusChange({ userId: session.userId, responsibilityIds: new Set(), adminMode: true }, product, { kind, id: row.id, request, at, trackerId }, false);
  if (isRefusal(plan)) throw new Error(`refused: ${plan.message}`);
  return statusCommand(
    { kind, productId: row.productId, responsibilityId: row.responsibilityId, materialId: row.materialId ?? null, temporaryMaterialId: null, request, adminMode: true, at, trackerId, name: 'kontrate' },
    plan,
  );
}
const ask = (statusId: number, warning: string | null = null) => ({ statusId, warning, adminWarning: null, otherComment: null });
const once = <T,>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
};
const processRow = once(() => freshStatus('process'));
const materialRow = once(() => freshStatus('material'));
const timedRow = once(() => freshStatus('process'));
const temporaryHost = once(() => freshStatus('process'));

/** Every entity with a declared row has a case: a new one is a compile error here until it has its own. */
const CASES = {
  users: {
    create: { command: userCommand(userDraft({ username }), true) },
    update: {
      command: async (id) => {
        const [process] = await demoIds('responsibilities', 1);
        const [department] = await demoIds('departments', 1);
        return userCommand(
          userDraft({ username, lastname: 'Gashi', password: '', passwordConfirmation: '', permissionIds: [7, 2], responsibilityIds: [process!], departments: [{ departmentId: department!, isAdmin: true }] }),
          false,
        )(id);
      },
    },
  },
  departments: listCase(departmentsList, named('repart'), named('repart')),
  responsibilities: listCase(responsibilitiesList, named('proces'), async () => ({ text: uniqueName('proces'), departmentId: (await demoIds('departments', 1))[0]! })),
  equipment: listCase(equipmentList, named('pajisje'), named('pajisje')),
  units: listCase(unitsList, named('njesi'), named('njesi')),
  articleTypes: listCase(
    articleTypesList,
    async () => ({ text: uniqueName('tip'), responsibilities: await demoIds('responsibilities', 2) }),
    async () => ({ text: uniqueName('tip'), responsibilities: (await demoIds('responsibilities', 3)).reverse() }),
  ),
  articles: listCase(
    articlesList,
    () => ({ name: uniqueName('artikull'), code: newId().slice(-8), articleTypeId: null, unitId: null, materialId: null, supplierId: null, price: null, forProduction: true }),
    async () => ({
      name: uniqueName('artikull'),
      code: newId().slice(-8),
      articleTypeId: null,
      unitId: (await demoIds('units', 1))[0]!,
      materialId: null,
      supplierId: (await demoIds('suppliers', 1))[0]!,
      price: 12.5,
      forProduction: false,
    }),
  ),
  suppliers: listCase(suppliersList, named('furnitor'), named('furnitor')),
  colorPalettes: listCase(colorPalettesList, named('ngjyre'), named('ngjyre')),
  offerFields: listCase(offerFieldsList, named('fushe'), named('fushe')),
  offerConditions: listCase(offerConditionsList, named('kushti'), named('kushti')),
  materials: listCase(
    materialsList,
    async () => ({ text: uniqueName('material'), responsibilities: await demoIds('responsibilities', 2) }),
    async () => ({ text: uniqueName('material'), responsibilities: (await demoIds('responsibilities', 2)).reverse() }),
  ),
  impressionQuestions: listCase(impressionQuestionsList, named('pyetje'), named('pyetje')),
  measurementTemplates: {
    ...listCase(measurementTemplatesList, () => ({ nameOfFile: uniqueName('skice'), file: pdf() }), () => ({ nameOfFile: uniqueName('skice'), file: null })),
    serverFilled: ['fileId', 'template'],
  },
  productionSettings: {
    // One row per company (the seed's): the device has it from its first pull, and both saves change it.
    rowId: async () => {
      const company = await ls.s.connection.db.selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
      const row = await ls.s.connection.db.selectFrom('productionSettings').selectAll().where('companyId', '=', company.id).executeTakeFirstOrThrow();
      const { companyId: _company, ...feedRow } = row;
      await device.db.productionSettings.put(feedRow);
      return row.id;
    },
    create: {
      command: async (id) => {
        const department = (await device.db.departments.toArray())[0]!.id;
        return productionSettingsCommand((await device.db.productionSettings.get(id)) ?? null, id, settingsValue({ showProductionDropdownDetails: 0, dailyCapacity: 7, blueprintDeleteDepartments: [department, department] }), null);
      },
    },
    update: { command: async (id) => productionSettingsCommand((await device.db.productionSettings.get(id)) ?? null, id, settingsValue({ dailyCapacity: 30, blueprintDeleteDepartments: [] }), null) },
  },
  processStatuses: {
    rowId: async () => (await processRow()).id,
    create: { command: async () => statusChange('process', await processRow(), ask(STATUS.inProcess)) },
    update: { command: async () => statusChange('process', await processRow(), ask(STATUS.late, 'Kontrate: vonese')) },
  },
  materialStatuses: {
    rowId: async () => (await materialRow()).id,
    create: { command: async () => statusChange('material', await materialRow(), ask(STATUS.inProcess)) },
    update: { command: async () => statusChange('material', await materialRow(), ask(STATUS.completed)) },
  },
  // The segment a start opens, then closes when the work pauses.
  trackers: {
    create: { command: async (id) => statusChange('process', await timedRow(), ask(STATUS.inProcess), id) },
    update: { command: async () => statusChange('process', await timedRow(), ask(STATUS.paused)) },
  },
  temporaryMaterials: {
    create: { command: async (id) => createTemporaryMaterialCommand(id, { productId: (await temporaryHost()).productId, responsibilityId: (await temporaryHost()).responsibilityId, materialName: uniqueName('material') }) },
    update: { command: (id) => renameTemporaryMaterialCommand(id, uniqueName('material')) },
  },
  blueprints: {
    create: {
      command: async (id) => {
        const project = await ls.s.connection.db.selectFrom('projects').select('id').limit(1).executeTakeFirstOrThrow();
        return uploadBlueprintCommand(id, { projectId: project.id, productId: null }, pdf());
      },
    },
    serverFilled: ['fileId'],
  },
  ...warehouseCases(() => ls, () => device.db),
  ...transportCases(() => ls, () => device.db),
  ...serviceCases(() => ls, () => device.db),
  ...installationCases(() => ls, () => device.db),
  ...measureCases(() => ls, () => device.db),
  ...impressionCases(() => ls, () => device.db),
  ...contactCases(() => ls, () => device.db),
  ...calendarCases(() => session.userId, () => device.db),
  ...offerCases(() => ls, () => device.db),
  // After the offer cases: signing an offer puts its client in agreements, which refuses that client's offer edits.
  ...agreementCases(() => ls, () => device.db),
  ...settingsCases(() => ls, () => device.db),
} satisfies Record<TypedEntity, Case>;

/** Sends the command through the outbox and returns the row as written optimistically, then as the feed sent it back. */
async function roundTrip<E extends TypedEntity>(db: ZanatiDb, entity: E, id: string, command: Command): Promise<{ optimistic: RowOf<E>; pulled: RowOf<E> }> {
  await enqueue(db, command);
  const optimistic = await tableOf(db, entity).get(id);
  if (!optimistic) throw new Error(`${entity}: the command wrote no optimistic row ${id}`);
  await eventually(async () => (await db.outbox.count()) === 0 && (await db.rereads.count()) === 0, 15_000);
  const entry = ls.net.writes.at(-1);
  if (!entry || entry.status >= 300) throw new Error(`${entity}: the server answered ${entry?.status} to ${entry?.method} ${entry?.path}`);
  await device.engine.syncNow();
  const pulled = await tableOf(db, entity).get(id);
  if (!pulled) throw new Error(`${entity}: the feed sent no row ${id} back`);
  return { optimistic, pulled };
}

function differences(optimistic: object, pulled: object, ignored: readonly string[]): string[] {
  const a = optimistic as Record<string, unknown>;
  const b = pulled as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => !ignored.includes(key) && !isDeepStrictEqual(a[key], b[key]))
    .map((key) => `${key}: optimistic ${JSON.stringify(a[key])} ≠ pulled ${JSON.stringify(b[key])}`);
}

describe('the optimistic row equals the pulled row', () => {
  it.each(Object.keys(CASES) as TypedEntity[])('%s: create, then edit', async (entity) => {
    const c: Case = CASES[entity];
    const { row: schema } = ENTITIES[entity] as EntityDecl;
    if (!schema) throw new Error(`${entity} declares no row`);
    const ignored = [...SERVER_STAMPED, ...(c.serverFilled ?? [])];
    const id = c.rowId ? await c.rowId() : newId();
    for (const step of c.update ? [c.create, c.update] : [c.create]) {
      const { optimistic, pulled } = await roundTrip(device.db, entity, id, await step.command(id));
      expect(differences(optimistic, pulled, ignored)).toEqual([]);
      expect(v.safeParse(schema, optimistic).issues ?? []).toEqual([]);
      expect(v.safeParse(schema, pulled).issues ?? []).toEqual([]);
    }
  });
});
