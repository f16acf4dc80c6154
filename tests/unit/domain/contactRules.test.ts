// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  capitaliseFirstLetter,
  clientDuplicateKey,
  duplicateClientOf,
  foldPersonName,
  missingProjectRefusal,
  phoneKey,
  underLetter,
} from '../../../domain/contact/clientRules.js';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import {
  DEFAULT_SHIPMENT_DESTINATION,
  earliestMeasureDate,
  locationAccepted,
  measureDateRefusal,
  projectExists,
  SHIPMENT_DESTINATION,
  shipmentDestinationRefusal,
  takenProjectName,
  toggleShipmentDestination,
} from '../../../domain/contact/projectRules.js';
import { MSG } from '../../../domain/messages.js';

const client = (id: string, firstnameAndLastname: string, lastName: string, phoneNumber: string | null) => ({ id, firstnameAndLastname, lastName, phoneNumber });

describe('client rules (spec 000 §4, §5 "Contact", §8)', () => {
  it('capitalises the first letter only, leaving a two-letter capital alone', () => {
    expect(capitaliseFirstLetter('arta')).toBe('Arta');
    expect(capitaliseFirstLetter('ëngjëll')).toBe('Ëngjëll');
    expect(capitaliseFirstLetter('ana maria')).toBe('Ana maria');
    expect(capitaliseFirstLetter('ARTA')).toBe('ARTA');
    expect(capitaliseFirstLetter('ßa')).toBe('ßa');
    expect(capitaliseFirstLetter('')).toBe('');
  });

  it('folds names: case, accents and spacing aside', () => {
    expect(foldPersonName(' Çelaj ')).toBe('celaj');
    expect(foldPersonName('Bërisha')).toBe(foldPersonName('BERISHA'));
    expect(foldPersonName('Arta   Maria')).toBe('arta maria');
    expect(foldPersonName('Arta')).not.toBe(foldPersonName('Arda'));
  });

  it('keys a phone by its last 8 digits, so prefixes and symbols do not matter', () => {
    expect(phoneKey('044 123 456')).toBe('44123456');
    expect(phoneKey('+383 44 123 456')).toBe('44123456');
    expect(phoneKey('00383-(44)-123.456')).toBe('44123456');
    expect(phoneKey('045 123 456')).not.toBe(phoneKey('044 123 456'));
    expect(phoneKey(null)).toBe('');
  });

  it('calls two clients one when first name, last name and phone fold alike', () => {
    const a = client('a', 'Arta', 'Berisha', '044 123 456');
    expect(clientDuplicateKey(client('b', 'arta', 'BËRISHA', '+383 44 123 456'))).toBe(clientDuplicateKey(a));
    expect(clientDuplicateKey(client('b', 'Arta', 'Berisha', '044 999 999'))).not.toBe(clientDuplicateKey(a));
    expect(clientDuplicateKey(client('b', 'Arta', 'Krasniqi', '044 123 456'))).not.toBe(clientDuplicateKey(a));
    expect(clientDuplicateKey(client('b', 'Berisha', 'Arta', '044 123 456'))).not.toBe(clientDuplicateKey(a));
    expect(clientDuplicateKey(client('b', 'Arta', 'Berisha', null))).not.toBe(clientDuplicateKey(a));
    expect(clientDuplicateKey(client('b', 'Arta', 'Berisha', null))).toBe(clientDuplicateKey(client('c', 'arta', 'berisha', null)));
  });

  it("finds the client a new one would duplicate ('Ky klient ekziston!'), an edit leaving itself out", () => {
    const clients = [client('a', 'Arta', 'Berisha', '044 123 456'), client('b', 'Drita', 'Gashi', null)];
    expect(duplicateClientOf(client('', 'ARTA', 'berisha', '+38344123456'), clients)?.id).toBe('a');
    expect(duplicateClientOf(client('', 'Drita', 'Gashi', ''), clients)?.id).toBe('b');
    expect(duplicateClientOf(client('', 'Drita', 'Gashi', '049 000 000'), clients)).toBeUndefined();
    expect(duplicateClientOf(client('a', 'Arta', 'Berisha', '044 123 456'), clients, 'a')).toBeUndefined();
    expect(duplicateClientOf(client('a', 'Drita', 'Gashi', null), clients, 'a')?.id).toBe('b');
    expect(CONTACT_MSG.clientExists).toBe('Ky klient ekziston!');
  });

  it("needs a project for a new client: 'Ju lutem krijo projekt per kete klient'", () => {
    expect(missingProjectRefusal(0)).toBe('Ju lutem krijo projekt per kete klient');
    expect(missingProjectRefusal(1)).toBeNull();
    expect(missingProjectRefusal(3)).toBeNull();
  });

  it('files a client under the first letter of the first name, accents folded; All takes every one', () => {
    expect(underLetter('Arta', 'A')).toBe(true);
    expect(underLetter('arta', 'A')).toBe(true);
    expect(underLetter('Çelaj', 'C')).toBe(true);
    expect(underLetter('Ëngjëll', 'E')).toBe(true);
    expect(underLetter('Berisha', 'A')).toBe(false);
    expect(underLetter('Berisha', 'All')).toBe(true);
  });
});

describe('project rules (spec 000 §3 "Project", §4, §5 "Project modal", "Location text")', () => {
  it('keeps exactly one shipment destination checked, 1 by default', () => {
    expect(SHIPMENT_DESTINATION).toEqual({ local: 1, export: 2, innerStock: 3 });
    expect(DEFAULT_SHIPMENT_DESTINATION).toBe(1);
    expect(toggleShipmentDestination(1, 2)).toBe(2);
    expect(toggleShipmentDestination(null, 3)).toBe(3);
    expect(toggleShipmentDestination(2, 2)).toBeNull();
  });

  it("refuses no destination ('Destinacioni i projektit eshte obligativ!'), two, or one not in 1–3", () => {
    expect(shipmentDestinationRefusal([])).toBe('Destinacioni i projektit eshte obligativ!');
    for (const d of [1, 2, 3]) expect(shipmentDestinationRefusal([d])).toBeNull();
    expect(shipmentDestinationRefusal([1, 2])).toBe(MSG.invalidValue);
    expect(shipmentDestinationRefusal([4])).toBe(MSG.invalidValue);
    expect(shipmentDestinationRefusal([0])).toBe(MSG.invalidValue);
  });

  it('finds the first new name a client already has, or one a save repeats, case aside', () => {
    expect(takenProjectName(['Dhoma', 'kuzhina'], ['Kuzhina', 'Banjo'])).toEqual({ index: 1, name: 'kuzhina' });
    expect(takenProjectName(['Dhoma', 'Sallon', 'DHOMA'], [])).toEqual({ index: 2, name: 'DHOMA' });
    expect(takenProjectName(['Dhoma', 'Sallon'], ['Kuzhina'])).toBeNull();
    expect(takenProjectName([], ['Kuzhina'])).toBeNull();
  });

  it("writes the duplicate project text with its name ('Projekti \"{name}\" ekziston, provoni perseri!')", () => {
    expect(projectExists('Kuzhina')).toBe('Projekti "Kuzhina" ekziston, provoni perseri!');
    expect(projectExists('Kati $&')).toBe('Projekti "Kati $&" ekziston, provoni perseri!');
    expect(CONTACT_MSG.projectNameUnique).toBe('Emri i projektit duhet te jete unik!');
    expect(CONTACT_MSG.projectNameRequired).toBe('Emri i projektit eshte obligativ!');
  });

  it("refuses a measure date before yesterday ('Data nuk duhet te jete ne te kaluaren!')", () => {
    const today = '2026-03-10';
    expect(earliestMeasureDate(today)).toBe('2026-03-09');
    expect(measureDateRefusal('2026-03-08', today)).toBe('Data nuk duhet te jete ne te kaluaren!');
    expect(measureDateRefusal('2026-03-09', today)).toBeNull();
    expect(measureDateRefusal('2026-03-10', today)).toBeNull();
    expect(measureDateRefusal('2027-01-01', today)).toBeNull();
    expect(measureDateRefusal(null, today)).toBeNull();
  });

  it('counts calendar days across months and years, and lets a stored past date stay', () => {
    expect(measureDateRefusal('2026-02-28', '2026-03-01')).toBeNull();
    expect(measureDateRefusal('2026-02-27', '2026-03-01')).toBe(CONTACT_MSG.measureDateInPast);
    expect(measureDateRefusal('2024-02-29', '2024-03-01')).toBeNull();
    expect(measureDateRefusal('2025-12-31', '2026-01-01')).toBeNull();
    expect(measureDateRefusal('2025-12-30', '2026-01-01')).toBe(CONTACT_MSG.measureDateInPast);
    expect(measureDateRefusal('2026-01-05', '2026-03-10', '2026-01-05')).toBeNull();
    expect(measureDateRefusal('2026-01-06', '2026-03-10', '2026-01-05')).toBe(CONTACT_MSG.measureDateInPast);
  });

  it("checks a project's location by the location text rule; no location is no conflict", () => {
    expect(locationAccepted('Prishtine')).toBe(false);
    expect(locationAccepted('42.6629,21.1655')).toBe(true);
    expect(locationAccepted(null)).toBe(true);
  });
});

describe('contact texts (spec 000 §5, §8)', () => {
  it('holds the successes and list texts word for word, and reuses the shared ones', () => {
    expect(CONTACT_MSG).toMatchObject({
      clientCreated: 'Klienti u krijua me sukses',
      clientEdited: 'Klienti u ndryshua me sukses',
      clientDeleted: 'Klienti u fshi me sukses',
      clientNotDeletable: 'Ky klient nuk mund te fshihet',
      selectLetterOrDate: 'Please select a letter or date',
      selectContact: 'Please select any contact',
    });
    const shared = new Set<string>(Object.values(MSG));
    for (const text of Object.values(CONTACT_MSG)) expect(shared.has(text), text).toBe(false);
    expect(MSG.noAccess).toBe('Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!');
  });
});
