import * as v from 'valibot';
import { listOf, MAX_LIST, unique } from '../admin/payload.js';
import { emailCell, idCell, textCell, timestampCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField } from '../validation.js';
import { TRANSPORT_MSG } from './messages.js';
import { arrivalAfterStart, hasProjects } from './rules.js';
import type { TransportFields } from './rows.js';

/**
 * What the transport form sends (spec 001 §7 "Transport"). The create is the
 * spec's form-data arrays, one transport per project i; form-data sends an
 * empty cell as '' and JSON as null or nothing: all read as null.
 */

const DETAILS_MAX = 2000;

/** A ticked checklist: each equipment once, sorted as the feed lists a transport's equipment (code-unit order). */
const checklist = (ids: string[]): string[] => unique(ids).sort();

/** The responsible person's fields, for a record without transport (spec 001 §2). */
const personCells = { name: textCell(255), email: emailCell, phoneNumber: textCell(50) };

/** The create's input as the PWA sends it: parallel lists, index i is project i. */
export interface TransportCreateInput {
  /** The ids the device made for its transports (SYNC.md O13), id[i] for project i. */
  id: string[];
  projectId: string[];
  warehouseRecordId?: (string | null)[];
  transportDetails?: (string | null)[];
  email?: (string | null)[];
  name?: (string | null)[];
  phoneNumber?: (string | null)[];
  arrivalDate?: (string | null)[];
  acceptanceDate?: (string | null)[];
  comment?: (string | null)[];
  /** An existing code the form loaded: the new projects join it. */
  code?: (string | null)[];
  /** The equipment ticked in the checklist (every required one). */
  equipmentIds: string[];
}

/** One transport of a create: its columns, and the id the device made for it. */
export type TransportDraft = TransportFields & { id: string | undefined };

/** The create as the server and the device's optimistic write read it. */
export interface TransportCreate {
  /** The existing code the projects join, or null: the server gives the call a new one. */
  code: string | null;
  transports: TransportDraft[];
  equipmentIds: string[];
}

const createFields = v.object({
  id: listOf(idField()),
  projectId: listOf(idField()),
  warehouseRecordId: listOf(idCell),
  transportDetails: listOf(textCell(DETAILS_MAX)),
  email: listOf(emailCell),
  name: listOf(textCell(255)),
  phoneNumber: listOf(textCell(50)),
  arrivalDate: listOf(timestampCell),
  acceptanceDate: listOf(timestampCell),
  comment: listOf(textCell(DETAILS_MAX)),
  code: listOf(textCell(50)),
  equipmentIds: listOf(idField()),
});

type CreateFields = v.InferOutput<typeof createFields>;

function toCreate(b: CreateFields): TransportCreate {
  const transports = b.projectId.map(
    (projectId, i): TransportDraft => ({
      id: b.id[i],
      projectId,
      warehouseRecordId: b.warehouseRecordId[i] ?? null,
      transportDetails: b.transportDetails[i] ?? null,
      comment: b.comment[i] ?? null,
      acceptanceDate: b.acceptanceDate[i] ?? null,
      arrivalDate: b.arrivalDate[i] ?? null,
      name: b.name[i] ?? null,
      email: b.email[i] ?? null,
      phoneNumber: b.phoneNumber[i] ?? null,
    }),
  );
  return { code: b.code.find((c) => c !== null) ?? null, transports, equipmentIds: checklist(b.equipmentIds) };
}

export const createTransportBody = sentAs<TransportCreateInput>()(
  v.pipe(
    createFields,
    v.forward(
      v.check((b) => hasProjects(b.projectId), TRANSPORT_MSG.chooseProjects),
      ['projectId'],
    ),
    // One device id names one transport.
    v.forward(
      v.check((b) => new Set(b.id).size === b.id.length && b.id.length <= b.projectId.length, MSG.invalidValue),
      ['id'],
    ),
    v.forward(
      v.check((b) => b.projectId.every((_, i) => arrivalAfterStart({ acceptanceDate: b.acceptanceDate[i] ?? null, arrivalDate: b.arrivalDate[i] ?? null })), TRANSPORT_MSG.arrivalBeforeStart),
      ['arrivalDate'],
    ),
    v.transform(toCreate),
  ),
);

/** Equipment ids that may be left out: undefined keeps what is stored, [] clears it. */
const optionalChecklist = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((x) => (x === null || x === '' ? [] : Array.isArray(x) ? (x as unknown[]) : [x])),
    v.array(idField()),
    v.maxLength(MAX_LIST, MSG.tooLong),
    v.transform(checklist),
  ),
);

/**
 * Edit by id (spec 001 §7): warehouseRecordId, transportDetails,
 * arrivalDate, acceptanceDate, comment; and, as the create, the responsible
 * person of a record without transport and the equipment checklist. A field
 * left out keeps its value; null or '' clears it. The start is required of
 * the edited transport (rules.ts hasStart), checked once the stored row is
 * known.
 */
export const editTransportBody = sentAs<TransportEditInput>()(
  v.pipe(
    v.object({
      warehouseRecordId: v.optional(idCell),
      transportDetails: v.optional(textCell(DETAILS_MAX)),
      arrivalDate: v.optional(timestampCell),
      acceptanceDate: v.optional(timestampCell),
      comment: v.optional(textCell(DETAILS_MAX)),
      name: v.optional(personCells.name),
      email: v.optional(personCells.email),
      phoneNumber: v.optional(personCells.phoneNumber),
      equipmentIds: optionalChecklist,
    }),
  ),
);

export interface TransportEditInput {
  warehouseRecordId?: string | null;
  transportDetails?: string | null;
  arrivalDate?: string | null;
  acceptanceDate?: string | null;
  comment?: string | null;
  name?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  equipmentIds?: string[];
}

export type TransportEdit = v.InferOutput<typeof editTransportBody>;

/** The columns of a transport after an edit: what it sends replaces, what it leaves out stays. */
export function editedFields(stored: TransportFields, edit: TransportEdit): TransportFields {
  const pick = <K extends keyof TransportFields>(key: K): TransportFields[K] => {
    const sent = (edit as Partial<Record<K, TransportFields[K]>>)[key];
    return sent === undefined ? stored[key] : sent;
  };
  return {
    projectId: stored.projectId,
    warehouseRecordId: pick('warehouseRecordId'),
    transportDetails: pick('transportDetails'),
    comment: pick('comment'),
    acceptanceDate: pick('acceptanceDate'),
    arrivalDate: pick('arrivalDate'),
    name: pick('name'),
    email: pick('email'),
    phoneNumber: pick('phoneNumber'),
  };
}

/** POST transport/equipments (form data projectId[]): the equipment recorded on those projects' transports. */
export const projectEquipmentBody = sentAs<{ projectId: string[] }>()(v.object({ projectId: listOf(idField()) }));
