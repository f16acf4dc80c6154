import { duplicateClientOf, type ClientIdentity } from '../../../domain/contact/clientRules.js';
import type { ClientRead } from '../../../domain/contact/clientShape.js';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { movesForward } from '../../../domain/journey/order.js';
import { MSG } from '../../../domain/messages.js';
import { HttpError, notFound, refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';
import { loadClients } from './clientShape.js';
import { lockClientModule } from './serialise.js';

/**
 * Every client of the company as the duplicate check compares them,
 * archived ones too (clientRules.duplicateClientOf). Read once per save, or
 * once for a whole import: a few columns of a few thousand rows.
 */
export const clientIdentities = (w: Writer) =>
  w.tx.selectFrom('clients').select(['id', 'firstnameAndLastname', 'lastName', 'phoneNumber']).where('companyId', '=', w.companyId).execute();

/** The refusal of a duplicate (spec 000 §7 "answer data.unique"): 'Ky klient ekziston!', and which client it is. */
export const duplicateRefusal = (existingId: string): HttpError =>
  new HttpError(422, CONTACT_MSG.clientExists, { firstnameAndLastname: CONTACT_MSG.clientExists }, { data: { unique: true, id: existingId } });

/**
 * Refuses a client that would be another of the company (`exceptId`: the
 * client being edited). The caller holds lockClients, so two saves of one
 * person at once cannot both pass.
 */
export async function assertNotDuplicate(w: Writer, candidate: ClientIdentity, exceptId: string | null = null): Promise<void> {
  const twin = duplicateClientOf(candidate, await clientIdentities(w), exceptId);
  if (twin) throw duplicateRefusal(twin.id);
}

/** Where a client is: a country, and a city (none only on clients stored before the city was required). */
export interface ClientPlace {
  countryId: number;
  cityId: number | null;
}

/**
 * The country and city a save leaves the client in: reference rows that
 * exist, the city one of that country. Refused on the form's field
 * otherwise (a foreign key would answer 500). A stored client without a city
 * keeps none until an edit sends one.
 */
export async function assertPlace(w: Writer, place: ClientPlace): Promise<void> {
  const country = await w.tx.selectFrom('countries').select('id').where('id', '=', place.countryId).executeTakeFirst();
  if (!country) throw refuse(MSG.invalidValue, 'country');
  if (place.cityId === null) return;
  const city = await w.tx.selectFrom('cities').select('countryId').where('id', '=', place.cityId).executeTakeFirst();
  if (city?.countryId !== place.countryId) throw refuse(MSG.invalidValue, 'city');
}

/** A client of the company as the API answers it, read inside the write. */
export async function clientRead(w: Writer, id: string): Promise<ClientRead> {
  const [client] = await loadClients(w.tx, w.companyId, [id]);
  if (!client) throw notFound();
  return client;
}

/**
 * Moves a client on to a module (spec 000 §4 "pushes the client to the next
 * module"), never back (domain/journey/order.ts movesForward): a module not
 * beyond the client's leaves it where it is. Under the client's module lock, which measure's saves push under too,
 * so pushes at once end at the furthest.
 */
export async function moveClientForward(w: Writer, clientId: string, moduleId: number): Promise<void> {
  await lockClientModule(w, clientId);
  const client = await w.get('clients', clientId);
  if (movesForward(client.moduleId, moduleId)) await w.update('clients', clientId, { moduleId });
}
