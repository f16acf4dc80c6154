import type { TransportCreate, TransportCreateInput, TransportEdit, TransportEditInput } from '../../../domain/transport/bodies.js';
import { editedTransportRow } from '../../../domain/transport/drafts.js';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { hasProjects, hasStart, missingEquipment, newTargets } from '../../../domain/transport/rules.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import { parseWith } from '../../../domain/validation.js';

/**
 * The transport form as data (spec 001 §2 "Transport form"), and what a save
 * of it queues. Pure: the screen keeps a TransportDraft in state, the checks
 * run here before anything is queued (spec 001 §5 "Transport"), and the
 * bodies are parsed with the endpoints' own schemas, so what is queued is
 * what the server accepts.
 */

/** One card of the form: a warehouse record (or a project without one) and its transport, new or stored. */
export interface RecordDraft {
  projectId: string;
  warehouseRecordId: string | null;
  /** The client collects it: the responsible person's name, email and phone are asked. */
  withoutTransport: boolean;
  /** The transport this record already has (on the server or queued on this device). */
  stored: TransportRow | null;
  acceptanceDate: string | null;
  arrivalDate: string | null;
  transportDetails: string;
  name: string;
  email: string;
  phoneNumber: string;
}

export interface TransportDraft {
  records: RecordDraft[];
  equipmentIds: string[];
  /** The code loaded (spec 001 §4): new projects join it. Null: the server gives a new one. */
  code: string | null;
}

export const recordKey = (r: Pick<RecordDraft, 'projectId' | 'warehouseRecordId'>): string => r.warehouseRecordId ?? `project:${r.projectId}`;

/** A card as the form opens it: the stored transport's values, or empty. */
export function recordDraft(target: { projectId: string; warehouseRecordId: string | null; withoutTransport: boolean }, stored: TransportRow | null): RecordDraft {
  return {
    ...target,
    stored,
    acceptanceDate: stored?.acceptanceDate ?? null,
    arrivalDate: stored?.arrivalDate ?? null,
    transportDetails: stored?.transportDetails ?? '',
    name: stored?.name ?? '',
    email: stored?.email ?? '',
    phoneNumber: stored?.phoneNumber ?? '',
  };
}

export interface PlannedCreate {
  input: TransportCreateInput;
  parsed: TransportCreate;
  records: RecordDraft[];
}

export interface PlannedEdit {
  stored: TransportRow;
  input: TransportEditInput;
  parsed: TransportEdit;
  record: RecordDraft;
}

export type SavePlan = { ok: false; message: string } | { ok: true; create: PlannedCreate | null; edits: PlannedEdit[] };

const refuse = (message: string): SavePlan => ({ ok: false, message });

/** The person's fields are sent for a record the client collects only. */
const person = (r: RecordDraft) => (r.withoutTransport ? { name: r.name, email: r.email, phoneNumber: r.phoneNumber } : { name: null, email: null, phoneNumber: null });

function sameRow(a: TransportRow, b: TransportRow): boolean {
  const keys = ['warehouseRecordId', 'transportDetails', 'comment', 'acceptanceDate', 'arrivalDate', 'name', 'email', 'phoneNumber'] as const;
  return keys.every((k) => a[k] === b[k]) && [...a.equipmentIds].sort().join() === [...b.equipmentIds].sort().join();
}

/**
 * What a save queues, or the refusal the form shows, in the spec's order:
 * no project ('Zgjidhni projektet per transport!'), equipment missing
 * ('Duhet te merrni te gjitha pajisjet e kerkuara!'), an edited transport
 * without start ('Duhet te kete date te nisjes!'), nothing new
 * ('Nuk keni projekte te reja per te ruajtur!'). New records go in ONE
 * create (one code, device ids from `newId`); stored ones that changed are
 * edits by id.
 */
export function planTransportSave(draft: TransportDraft, requiredEquipment: readonly string[], newId: () => string): SavePlan {
  if (!hasProjects(draft.records.map((r) => r.projectId))) return refuse(TRANSPORT_MSG.chooseProjects);
  if (missingEquipment(requiredEquipment, draft.equipmentIds).length > 0) return refuse(TRANSPORT_MSG.allEquipment);

  const edits: PlannedEdit[] = [];
  for (const record of draft.records) {
    const { stored } = record;
    if (!stored) continue;
    const input: TransportEditInput = {
      transportDetails: record.transportDetails,
      acceptanceDate: record.acceptanceDate,
      arrivalDate: record.arrivalDate,
      ...person(record),
      equipmentIds: draft.equipmentIds,
    };
    const parsed = parseWith(TRANSPORT_ENDPOINTS.update.body, input);
    if (!parsed.ok) return refuse(parsed.message);
    if (sameRow(editedTransportRow(stored, parsed.value, stored.updatedAt), stored)) continue;
    if (!hasStart(record)) return refuse(TRANSPORT_MSG.needsStart);
    edits.push({ stored, input, parsed: parsed.value, record });
  }

  const stored = draft.records.flatMap((r) => (r.stored ? [{ projectId: r.projectId, warehouseRecordId: r.warehouseRecordId }] : []));
  const fresh = newTargets(
    draft.records.filter((r) => !r.stored),
    stored,
  );
  if (fresh.length === 0 && edits.length === 0) return refuse(TRANSPORT_MSG.noNewProjects);
  if (fresh.length === 0) return { ok: true, create: null, edits };

  const input: TransportCreateInput = {
    id: fresh.map(() => newId()),
    projectId: fresh.map((r) => r.projectId),
    warehouseRecordId: fresh.map((r) => r.warehouseRecordId),
    transportDetails: fresh.map((r) => r.transportDetails),
    acceptanceDate: fresh.map((r) => r.acceptanceDate),
    arrivalDate: fresh.map((r) => r.arrivalDate),
    name: fresh.map((r) => person(r).name),
    email: fresh.map((r) => person(r).email),
    phoneNumber: fresh.map((r) => person(r).phoneNumber),
    comment: fresh.map(() => null),
    ...(draft.code ? { code: fresh.map(() => draft.code) } : {}),
    equipmentIds: draft.equipmentIds,
  };
  const parsed = parseWith(TRANSPORT_ENDPOINTS.create.body, input);
  if (!parsed.ok) return refuse(parsed.message);
  return { ok: true, create: { input, parsed: parsed.value, records: fresh }, edits };
}

/** A duration in seconds as the form shows it: H:mm:ss. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
