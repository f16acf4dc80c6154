import { foldName } from '../admin/names.js';
import { addDays } from '../days.js';
import { MSG } from '../messages.js';
import { CONTACT_MSG } from './messages.js';
import { isLocationText } from '../text/locationText.js';

/**
 * Rules of a client's projects (spec 000 §3 "Project", §4, §5 "Project
 * modal", "Location text", §8), pure: the project modal checks them before
 * queueing, the server again before writing.
 */

/** §3: where the project's goods go. */
export const SHIPMENT_DESTINATION = { local: 1, export: 2, innerStock: 3 } as const;
export type ShipmentDestination = (typeof SHIPMENT_DESTINATION)[keyof typeof SHIPMENT_DESTINATION];
export const SHIPMENT_DESTINATIONS: readonly ShipmentDestination[] = Object.values(SHIPMENT_DESTINATION);
/** §4: a new project ships locally unless the modal says otherwise. */
export const DEFAULT_SHIPMENT_DESTINATION: ShipmentDestination = SHIPMENT_DESTINATION.local;

export const isShipmentDestination = (n: number): n is ShipmentDestination => (SHIPMENT_DESTINATIONS as readonly number[]).includes(n);

/**
 * The modal's destination checkboxes hold exactly one (§4): checking one
 * unchecks the others; unchecking the checked one leaves none, which the save
 * refuses (shipmentDestinationRefusal).
 */
export const toggleShipmentDestination = (checked: ShipmentDestination | null, clicked: ShipmentDestination): ShipmentDestination | null =>
  checked === clicked ? null : clicked;

/**
 * Exactly one of 1, 2, 3 (§4): none checked is 'Destinacioni i projektit
 * eshte obligativ!' (§5); two, or a value not in the list, is no destination
 * the modal can show: 'Vlera nuk eshte e vlefshme!'.
 */
export function shipmentDestinationRefusal(checked: readonly number[]): string | null {
  if (checked.length === 0) return CONTACT_MSG.destinationRequired;
  return checked.length === 1 && isShipmentDestination(checked[0]!) ? null : MSG.invalidValue;
}

/** §8 'Projekti "{name}" ekziston, provoni perseri!' for one name. */
export const projectExists = (name: string): string => CONTACT_MSG.projectExists.replace('{name}', () => name);

/**
 * The first of `names` (one save's new project names, in order) that a
 * project of the same client already holds, or an earlier name of the same
 * save: its index and name, or null. Names compare as every unique text of
 * the company does (foldName: case aside, 'Kuzhina' = 'KUZHINA'). `existing`
 * are the client's other projects' names; an edit leaves its own out.
 */
export function takenProjectName(names: readonly string[], existing: readonly string[]): { index: number; name: string } | null {
  const seen = new Set(existing.map(foldName));
  for (const [index, name] of names.entries()) {
    const key = foldName(name);
    if (seen.has(key)) return { index, name };
    seen.add(key);
  }
  return null;
}

/** The earliest measure date a save may set: yesterday (§5 "with a one-day allowance"). */
export const earliestMeasureDate = (today: string): string => addDays(today, -1);

/**
 * A measure date is not in the past, with a one-day allowance (§5): not
 * before yesterday, in calendar days. `today` is the local day of whoever
 * judges (the device: toIsoDate(new Date()), domain/format.ts), so a date
 * typed near midnight is judged by the calendar the measurer sees. A date the
 * project already had may stay (a project measured last month is still
 * editable); no date is no conflict.
 */
export function measureDateRefusal(date: string | null, today: string, stored: string | null = null): string | null {
  if (date === null || date === stored) return null;
  return date < earliestMeasureDate(today) ? CONTACT_MSG.measureDateInPast : null;
}

/** A project's location (§3 "latitude,longitude text"): the §5 rule of domain/text/locationText.ts; no location is no conflict. */
export const locationAccepted = (text: string | null): boolean => text === null || isLocationText(text);
