import * as v from 'valibot';
import type { ModuleKey } from '../permissions.js';
import { nullableId, stamped } from '../kit/rows.js';
import type { ClientRead, ProjectRead } from './clientShape.js';

const text = v.nullable(v.string());
const place = v.object({ id: v.number(), name: v.string() });

/**
 * Contact's rows as the feed sends them: the read shapes of clientShape.ts
 * (a client with its country, city and agent named; a project with its
 * ordered articles and its files), so a device's optimistic row and the
 * pulled one compare equal (tests/unit/contracts/optimisticRows.test.ts).
 */
export const CONTACT_ROWS = {
  clients: v.object({
    ...stamped,
    firstnameAndLastname: v.string(),
    lastName: v.string(),
    phoneNumber: text,
    secondPhoneNumber: text,
    email: text,
    commentAndDetails: text,
    businessNumber: text,
    address: text,
    secondAddress: text,
    bankAccountNumber: text,
    bankAccount: text,
    contactPerson: text,
    parentName: text,
    companyName: text,
    fiscalNumber: text,
    productCode: text,
    countryId: v.number(),
    country: place,
    cityId: v.nullable(v.number()),
    city: v.nullable(place),
    agentId: nullableId,
    agent: text,
    moduleId: v.number(),
    archivedAt: text,
  }),
  projects: v.object({
    ...stamped,
    clientId: v.string(),
    projectName: v.string(),
    address: text,
    measureDate: text,
    projectLocation: text,
    projectComment: text,
    shipmentDestinationId: v.number(),
    measureAssignee: nullableId,
    orders: v.array(v.string()),
    projectFiles: v.array(v.object({ id: v.string(), fileName: v.string(), fileUrl: v.string() })),
  }),
};

export type ClientRow = v.InferOutput<typeof CONTACT_ROWS.clients>;
export type ProjectRow = v.InferOutput<typeof CONTACT_ROWS.projects>;

// The read shapes and the rows are one: a drift either way fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const clientRowIsRead: Same<ClientRow, ClientRead> = true;
const projectRowIsRead: Same<ProjectRow, ProjectRead> = true;
void clientRowIsRead;
void projectRowIsRead;

type ClientColumn = keyof v.InferOutput<typeof CONTACT_ROWS.clients>;

/** Who reads a whole client — its register, bank and tax fields: the office's modules (and full privileges). The GET clients routes answer them alone. */
export const CLIENT_READERS = ['contact', 'measures', 'offers', 'agreements'] as const satisfies readonly [ModuleKey, ...ModuleKey[]];

/** What every reader of a client receives: who it is and how far it has come (module.ts). */
export const CLIENT_NAME_COLUMNS = ['id', 'firstnameAndLastname', 'lastName', 'moduleId', 'archivedAt', 'createdAt', 'updatedAt'] as const satisfies readonly ClientColumn[];

/** What the field modules and the drawings' page add: how to reach the client, and where. Never the bank, tax or business fields. */
export const CLIENT_CONTACT_COLUMNS = ['phoneNumber', 'secondPhoneNumber', 'email', 'address', 'secondAddress', 'countryId', 'country', 'cityId', 'city'] as const satisfies readonly ClientColumn[];
