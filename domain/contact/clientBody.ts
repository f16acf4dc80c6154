import * as v from 'valibot';
import { filledText } from '../admin/payload.js';
import { emailCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { applyEdit } from './applyEdit.js';
import { businessNumberCell, cell, chosenNumber, COMMENT_MAX, phoneCell, rangedText, text } from './cells.js';
import { capitaliseFirstLetter } from './clientRules.js';
import { namesDistinct, newProjectList, type NewProjectInput, type ProjectsCreate } from './projectBody.js';
import type { ClientRead } from './clientShape.js';

/**
 * What the contact form sends (spec 000 §2 "Contact form fields", §3
 * "Client", §5, §7 `POST clients` multipart and `POST
 * clients/{id}?_method=PATCH`): the client's own fields under their §3
 * names, `country` and `city` as ids. Form-data sends an empty cell as '':
 * a cleared optional field (null). The agent, the module and the archive
 * stamp are the server's, never sent.
 */

export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PRODUCT_CODE_MIN = 2;
export const PRODUCT_CODE_MAX = 10;
/** §3, §9: a new client is in Kosovo unless the form says otherwise. */
export const DEFAULT_COUNTRY_ID = 76;

/** First and last name: required, 2–50 characters (§5), in their stored spelling (no invisible characters, trimmed). */
const personName = (requiredMessage: string) => v.pipe(filledText(requiredMessage, NAME_MAX), v.minLength(NAME_MIN, MSG.tooShort));

/** Country and city selects (§5: required, 'Ju lutem mbushni fushen!'). */
const placeId = chosenNumber(MSG.fillFieldSq);

/** The client's own fields, as every save of the form sends them. */
const clientFields = {
  firstnameAndLastname: v.pipe(personName(MSG.firstNameRequired), v.transform(capitaliseFirstLetter)),
  lastName: personName(MSG.lastNameRequired),
  phoneNumber: phoneCell,
  secondPhoneNumber: phoneCell,
  email: cell(emailCell),
  businessNumber: businessNumberCell,
  address: text(),
  secondAddress: text(),
  bankAccountNumber: text(),
  bankAccount: text(),
  contactPerson: text(),
  companyName: text(),
  parentName: text(),
  fiscalNumber: text(),
  productCode: rangedText(PRODUCT_CODE_MIN, PRODUCT_CODE_MAX),
  commentAndDetails: text(COMMENT_MAX),
  country: placeId,
  city: placeId,
};

/** The client as the PWA sends it; a select's id may go as text (form-data). */
export interface ClientInput {
  firstnameAndLastname: string;
  lastName: string;
  phoneNumber?: string | null;
  secondPhoneNumber?: string | null;
  email?: string | null;
  businessNumber?: string | null;
  address?: string | null;
  secondAddress?: string | null;
  bankAccountNumber?: string | null;
  bankAccount?: string | null;
  contactPerson?: string | null;
  companyName?: string | null;
  parentName?: string | null;
  fiscalNumber?: string | null;
  productCode?: string | null;
  commentAndDetails?: string | null;
  /** Left out: Kosovo (76). */
  country?: number | string;
  city: number | string;
}

/** The client's columns a save writes: its own fields as the read shape has them, the city required. */
export type ClientFields = Omit<ClientRead, 'id' | 'country' | 'cityId' | 'city' | 'agentId' | 'agent' | 'moduleId' | 'archivedAt' | 'createdAt' | 'updatedAt'> & { cityId: number };

/** The read shape's names (`countryId`, `cityId`) are taken for the §3 ones, so a form built on a read row may send either. */
const adoptIdNames = v.transform((input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { countryId, cityId, ...body } = input as Record<string, unknown>;
  return { ...body, country: body.country === undefined ? countryId : body.country, city: body.city === undefined ? cityId : body.city };
});

/**
 * POST clients. A country left out is Kosovo (76); one sent empty was
 * cleared in the form and is 'Ju lutem mbushni fushen!', like the city.
 */
export const clientBody = sentAs<ClientInput>()(
  v.pipe(
    v.unknown(),
    adoptIdNames,
    v.object({ ...clientFields, country: v.optional(placeId, DEFAULT_COUNTRY_ID) }),
    v.transform(({ country, city, ...rest }): ClientFields => ({ ...rest, countryId: country, cityId: city })),
  ),
);

export type ClientCreate = v.InferOutput<typeof clientBody>;

const jsonOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * Form-data carries objects as JSON text (the outbox's formDataOf,
 * src/local/transport.ts), so a new client sent with project files has each
 * of its `projects[]` as text: read back here. Text that is no JSON stays,
 * for the project schema to refuse.
 */
const projectsFromText = v.transform((input: unknown) => {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { projects, ...body } = input as Record<string, unknown>;
  if (Array.isArray(projects)) return { ...body, projects: projects.map(jsonOf) };
  return typeof projects === 'string' ? { ...body, projects: [jsonOf(projects)] } : input;
});

/**
 * POST clients as the contact form sends it: the client and its projects in
 * one call (ours; the spec posts the projects after the client). A client
 * never exists without a project (§4, §5 'Ju lutem krijo projekt per kete
 * klient'), so both are written in one transaction, and a form saved offline
 * queues one entry, not two that could land half. The projects go as a list
 * of objects (`projects`, each with the id the device made); their files as
 * the multipart parts `projectFiles[i]`.
 */
const newClientSchema = v.object({ ...clientFields, country: v.optional(placeId, DEFAULT_COUNTRY_ID), projects: v.optional(newProjectList, []) });

export const newClientBody = sentAs<ClientInput & { projects: NewProjectInput[] }>()(
  v.pipe(
    v.unknown(),
    adoptIdNames,
    projectsFromText,
    newClientSchema,
    namesDistinct<v.InferOutput<typeof newClientSchema>>(),
    v.transform(({ country, city, projects, ...rest }): { client: ClientFields; projects: ProjectsCreate['projects'] } => ({
      client: { ...rest, countryId: country, cityId: city },
      projects,
    })),
  ),
);

export type NewClient = v.InferOutput<typeof newClientBody>;

/**
 * POST clients/{id}?_method=PATCH: the same fields. A field left out keeps
 * its value (an edit queued offline and replayed later changes only what the
 * user changed); sent empty, an optional one is cleared and a required one
 * refused with its message.
 */
export const clientEditBody = sentAs<Partial<ClientInput>>()(
  v.pipe(
    v.unknown(),
    adoptIdNames,
    v.partial(v.object(clientFields)),
    v.transform(({ country, city, ...rest }): Partial<ClientFields> => ({ ...rest, countryId: country, cityId: city })),
  ),
);

export type ClientEdit = v.InferOutput<typeof clientEditBody>;

/** The client's columns after an edit (applyEdit): what it sends replaces, what it leaves out stays. */
export const editedClient = (stored: ClientFields, edit: ClientEdit): ClientFields => applyEdit(stored, edit);
