import { applyEdit } from '../../../../domain/contact/applyEdit.js';
import type { ClientEdit, ClientFields } from '../../../../domain/contact/clientBody.js';
import type { Place } from '../../../../domain/contact/clientShape.js';
import type { ProjectEdit, ProjectFields } from '../../../../domain/contact/projectBody.js';
import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { arrivalOf } from '../../../../domain/journey/arrival.js';
import { CLIENT_MODULE } from '../../../../domain/journey/order.js';

/**
 * The rows a contact save writes at once, as the server will store and the
 * feed send them back (tests/unit/contracts/optimisticRows.test.ts): the
 * parsed body (the schema's own output, so the capitalised first name and
 * the trimmed texts are the server's), the country and city named as the
 * server names them, the agent the signed-in user. Pure.
 */

/** What a new client's row takes from beyond the form: the places' names and who created it. */
export interface NewClientContext {
  country: Place;
  city: Place | null;
  agentId: string;
  /** The agent's "firstname lastname", as the server names them. */
  agent: string | null;
}

/** A place as rows name it: its id and name, nothing else a lookup may carry. */
const named = (p: Place): Place => ({ id: p.id, name: p.name });

export function newClientRow(fields: ClientFields, id: string, at: string, ctx: NewClientContext): ClientRow {
  return {
    ...fields,
    id,
    country: named(ctx.country),
    city: ctx.city && named(ctx.city),
    agentId: ctx.agentId,
    agent: ctx.agent,
    // Spec 000 §4: creating a client pushes it to module 1.
    moduleId: arrivalOf({ kind: 'clientCreated' }) ?? CLIENT_MODULE.contact,
    archivedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** How the row names a place: a changed id takes its name from the kept places; an unchanged one keeps the row's. */
export type PlaceNames = { country: (id: number) => Place | null; city: (id: number) => Place | null };

export function editedClientRow(stored: ClientRow, edit: ClientEdit, at: string, places: PlaceNames): ClientRow {
  const next = applyEdit(stored, edit);
  // A place the device does not know (no places kept yet) keeps its id; the feed brings its name.
  const country = next.countryId === stored.countryId ? stored.country : named(places.country(next.countryId) ?? { id: next.countryId, name: '' });
  const city = next.cityId === stored.cityId ? stored.city : next.cityId === null ? null : named(places.city(next.cityId) ?? { id: next.cityId, name: '' });
  return { ...next, country, city, updatedAt: at };
}

/** A new project: its fields, no files until the server stored them (their ids and links are the server's). */
export function newProjectRow(fields: ProjectFields & { id: string }, clientId: string, at: string): ProjectRow {
  return { ...fields, clientId, projectFiles: [], createdAt: at, updatedAt: at };
}

export function editedProjectRow(stored: ProjectRow, edit: ProjectEdit, at: string): ProjectRow {
  return { ...applyEdit(stored, edit), updatedAt: at };
}
