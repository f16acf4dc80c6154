import type { ClientInput } from '../../../../domain/contact/clientBody.js';
import { DEFAULT_COUNTRY_ID } from '../../../../domain/contact/clientBody.js';
import type { NewProjectInput, ProjectInput } from '../../../../domain/contact/projectBody.js';
import { DEFAULT_SHIPMENT_DESTINATION, isShipmentDestination, type ShipmentDestination } from '../../../../domain/contact/projectRules.js';
import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';

/**
 * The contact form as data (spec 000 §2 "Contact form fields", the project
 * modal), pure: the screen keeps a ContactDraft in state (and in its outbox
 * entries, so a refused save reopens as it was typed); checkContact.ts
 * checks it with the endpoints' own schemas and saveContact.ts turns it into
 * commands. Text is kept as typed; a blank optional field is sent as null.
 * The files picked for the projects travel beside it (a File is no form data).
 */

/** The client's text inputs, in the order of spec 000 §2 (the selects sit after the phones). */
export const CLIENT_TEXTS = [
  'firstnameAndLastname',
  'lastName',
  'phoneNumber',
  'secondPhoneNumber',
  'businessNumber',
  'address',
  'secondAddress',
  'email',
  'bankAccountNumber',
  'bankAccount',
  'contactPerson',
  'companyName',
  'parentName',
] as const;
export type ClientText = (typeof CLIENT_TEXTS)[number];

export type ClientDraft = Record<ClientText, string> & {
  countryId: number | null;
  cityId: number | null;
};

export interface ProjectDraft {
  /** The project's id: the stored one, or one made on the device for a new project (SYNC.md O13). */
  id: string;
  /** In the mirror when the form opened: saved with POST projects/{id}; otherwise created with the client or with POST projects. */
  stored: boolean;
  projectName: string;
  address: string;
  /** YYYY-MM-DD. */
  measureDate: string | null;
  /** 'latitude,longitude' or a place's description. */
  projectLocation: string;
  projectComment: string;
  /** The destination checkboxes (exactly one when saved; none while the user unchecked it). */
  shipmentDestinationId: ShipmentDestination | null;
  measureAssignee: string | null;
  /** Article ids. */
  orders: string[];
}

export interface ContactDraft {
  client: ClientDraft;
  projects: ProjectDraft[];
}

export const emptyClientDraft = (): ClientDraft => ({
  ...(Object.fromEntries(CLIENT_TEXTS.map((k) => [k, ''])) as Record<ClientText, string>),
  countryId: DEFAULT_COUNTRY_ID,
  cityId: null,
});

export const emptyProjectDraft = (id: string): ProjectDraft => ({
  id,
  stored: false,
  projectName: '',
  address: '',
  measureDate: null,
  projectLocation: '',
  projectComment: '',
  shipmentDestinationId: DEFAULT_SHIPMENT_DESTINATION,
  measureAssignee: null,
  orders: [],
});

/** The form of a stored client: its own values. */
export const draftOfClient = (c: ClientRow): ClientDraft => ({
  ...(Object.fromEntries(CLIENT_TEXTS.map((k) => [k, c[k] ?? ''])) as Record<ClientText, string>),
  countryId: c.countryId,
  cityId: c.cityId,
});

export const draftOfProject = (p: ProjectRow): ProjectDraft => ({
  id: p.id,
  stored: true,
  projectName: p.projectName,
  address: p.address ?? '',
  measureDate: p.measureDate,
  projectLocation: p.projectLocation ?? '',
  projectComment: p.projectComment ?? '',
  shipmentDestinationId: isShipmentDestination(p.shipmentDestinationId) ? p.shipmentDestinationId : null,
  measureAssignee: p.measureAssignee,
  orders: [...p.orders],
});

export const isContactDraft = (x: unknown): x is ContactDraft =>
  typeof x === 'object' && x !== null && 'client' in x && 'projects' in x && Array.isArray((x as ContactDraft).projects);

const blank = (s: string): string | null => (s.trim() === '' ? null : s);

/** What the client's fields send (POST clients): a cleared select as '' so the schema says 'Ju lutem mbushni fushen!'. */
export function clientInputOf(d: ClientDraft): ClientInput {
  return {
    firstnameAndLastname: d.firstnameAndLastname,
    lastName: d.lastName,
    phoneNumber: blank(d.phoneNumber),
    secondPhoneNumber: blank(d.secondPhoneNumber),
    businessNumber: blank(d.businessNumber),
    address: blank(d.address),
    secondAddress: blank(d.secondAddress),
    email: blank(d.email),
    bankAccountNumber: blank(d.bankAccountNumber),
    bankAccount: blank(d.bankAccount),
    contactPerson: blank(d.contactPerson),
    companyName: blank(d.companyName),
    parentName: blank(d.parentName),
    country: d.countryId ?? '',
    city: d.cityId ?? '',
  };
}

/**
 * What an edit of the client sends (POST clients/{id}): only the fields the
 * user changed, so an edit queued offline and replayed later leaves the
 * rest as whoever changed them since wants it (clientBody.ts clientEditBody).
 */
export function clientEditOf(d: ClientDraft, stored: ClientRow): Partial<ClientInput> {
  const before = clientInputOf(draftOfClient(stored));
  const after = clientInputOf(d);
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof ClientInput] !== value));
}

/** One project's fields as POST projects/{id} names them; a cleared destination as '' ('Destinacioni i projektit eshte obligativ!'). */
export function projectInputOf(p: ProjectDraft): Required<ProjectInput> {
  return {
    projectName: p.projectName,
    address: blank(p.address),
    measureDate: p.measureDate,
    projectLocation: blank(p.projectLocation),
    projectComment: blank(p.projectComment),
    shipmentDestinationId: p.shipmentDestinationId ?? '',
    measureAssignee: p.measureAssignee,
    orders: [...p.orders],
  };
}

/** A new project inside POST clients: its fields and its id. */
export const newProjectInputOf = (p: ProjectDraft): NewProjectInput => ({ ...projectInputOf(p), id: p.id });

const sameOrders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** What an edit of a stored project sends: only what changed; {} when nothing did. */
export function projectEditOf(p: ProjectDraft, stored: ProjectRow): Partial<ProjectInput> {
  const before = projectInputOf(draftOfProject(stored));
  const after = projectInputOf(p);
  const changed: Partial<ProjectInput> = {};
  for (const key of Object.keys(after) as (keyof ProjectInput)[]) {
    const same = key === 'orders' ? sameOrders(before.orders, after.orders) : before[key] === after[key];
    if (!same) Object.assign(changed, { [key]: after[key] });
  }
  return changed;
}

/**
 * POST projects' body (projectBody.ts projectsBody): the new projects as the
 * spec's parallel lists with the ids the device made (`id[]`), the articles
 * as `orders[i]` lists, which JSON and form-data carry alike (form-data
 * would flatten a list of lists into one).
 */
export function newProjectsBody(clientId: string, projects: readonly NewProjectInput[]): Record<string, unknown> {
  const lists = (pick: (p: NewProjectInput) => unknown) => projects.map(pick);
  return {
    clientId,
    id: lists((p) => p.id),
    projectName: lists((p) => p.projectName),
    shipmentDestinationId: lists((p) => p.shipmentDestinationId),
    measureDate: lists((p) => p.measureDate),
    projectLocation: lists((p) => p.projectLocation),
    address: lists((p) => p.address),
    projectComment: lists((p) => p.projectComment),
    measureAssignee: lists((p) => p.measureAssignee),
    ...Object.fromEntries(projects.map((p, i) => [`orders[${i}]`, p.orders ?? []])),
  };
}

/** A client's name as lists and the pending-changes screen say it. */
export const clientName = (c: { firstnameAndLastname: string; lastName: string }): string => `${c.firstnameAndLastname} ${c.lastName}`.trim();
