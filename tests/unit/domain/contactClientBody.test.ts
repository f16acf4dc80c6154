// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clientBody, clientEditBody, DEFAULT_COUNTRY_ID, editedClient } from '../../../domain/contact/clientBody.js';
import { clientExportQuery } from '../../../domain/contact/clientQueries.js';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';

const form = { firstnameAndLastname: 'Arta', lastName: 'Berisha', city: '5' };

/** The field and message of the first refusal, or null when the body parses. */
function refusal(input: object, schema: v.GenericSchema = clientBody): { field: string; message: string } | null {
  const r = parseWith(schema, input);
  if (r.ok) return null;
  const [field, message] = Object.entries(r.errors)[0]!;
  return { field, message };
}

const parsed = (input: object) => {
  const r = parseWith(clientBody, input);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

const digits = (n: number) => '1'.repeat(n);

describe('the client body (spec 000 §5 "Contact", §7 POST clients)', () => {
  it('reads the form into columns: blank optional cells are null, country defaults to Kosovo (76)', () => {
    expect(parsed({ ...form, phoneNumber: '', email: '', address: '  Rruga B 12  ' })).toEqual({
      firstnameAndLastname: 'Arta',
      lastName: 'Berisha',
      phoneNumber: null,
      secondPhoneNumber: null,
      email: null,
      businessNumber: null,
      address: 'Rruga B 12',
      secondAddress: null,
      bankAccountNumber: null,
      bankAccount: null,
      contactPerson: null,
      companyName: null,
      parentName: null,
      fiscalNumber: null,
      productCode: null,
      commentAndDetails: null,
      countryId: DEFAULT_COUNTRY_ID,
      cityId: 5,
    });
    expect(DEFAULT_COUNTRY_ID).toBe(76);
    expect(parsed({ ...form, country: 2, city: 7 })).toMatchObject({ countryId: 2, cityId: 7 });
  });

  it('takes the read shape\'s countryId and cityId for country and city', () => {
    const { city: _city, ...rest } = form;
    expect(parsed({ ...rest, countryId: '3', cityId: 9 })).toMatchObject({ countryId: 3, cityId: 9 });
  });

  it("needs the city, and a country the form did not clear: 'Ju lutem mbushni fushen!'", () => {
    const { city: _city, ...noCity } = form;
    expect(refusal(noCity)).toEqual({ field: 'city', message: MSG.fillFieldSq });
    expect(refusal({ ...form, city: '' })).toEqual({ field: 'city', message: MSG.fillFieldSq });
    expect(refusal({ ...form, city: null })).toEqual({ field: 'city', message: MSG.fillFieldSq });
    expect(refusal({ ...form, country: '' })).toEqual({ field: 'country', message: MSG.fillFieldSq });
    expect(refusal({ ...form, country: null })).toEqual({ field: 'country', message: MSG.fillFieldSq });
    expect(refusal({ ...form, city: 'Prishtine' })).toEqual({ field: 'city', message: MSG.invalidValue });
    expect(refusal({ ...form, city: '0' })).toEqual({ field: 'city', message: MSG.invalidValue });
  });

  it("needs first and last name, 2 to 50 characters ('Emri eshte obligativ', 'Mbiemri eshte obligativ')", () => {
    const { firstnameAndLastname: _f, ...noFirst } = form;
    expect(refusal(noFirst)).toEqual({ field: 'firstnameAndLastname', message: MSG.firstNameRequired });
    expect(refusal({ ...form, firstnameAndLastname: '   ' })).toEqual({ field: 'firstnameAndLastname', message: MSG.firstNameRequired });
    expect(refusal({ ...form, lastName: '' })).toEqual({ field: 'lastName', message: MSG.lastNameRequired });
    expect(refusal({ ...form, lastName: null })).toEqual({ field: 'lastName', message: MSG.lastNameRequired });
    expect(refusal({ ...form, firstnameAndLastname: 'A' })).toEqual({ field: 'firstnameAndLastname', message: MSG.tooShort });
    expect(refusal({ ...form, lastName: 'B' })).toEqual({ field: 'lastName', message: MSG.tooShort });
    expect(refusal({ ...form, firstnameAndLastname: 'Ab' })).toBeNull();
    expect(refusal({ ...form, lastName: 'b'.repeat(50) })).toBeNull();
    expect(refusal({ ...form, firstnameAndLastname: 'a'.repeat(51) })).toEqual({ field: 'firstnameAndLastname', message: MSG.tooLong });
    expect(refusal({ ...form, lastName: 'b'.repeat(51) })).toEqual({ field: 'lastName', message: MSG.tooLong });
  });

  it('capitalises the first letter of the first name only, and not the last name', () => {
    expect(parsed({ ...form, firstnameAndLastname: ' arta maria ', lastName: 'berisha' })).toMatchObject({ firstnameAndLastname: 'Arta maria', lastName: 'berisha' });
    expect(parsed({ ...form, firstnameAndLastname: 'çlirim' }).firstnameAndLastname).toBe('Çlirim');
    expect(parsed({ ...form, firstnameAndLastname: 'McDonald' }).firstnameAndLastname).toBe('McDonald');
  });

  it("takes a phone of digits and symbols, 9 to 50 characters ('Invalid phone number')", () => {
    for (const field of ['phoneNumber', 'secondPhoneNumber']) {
      expect(refusal({ ...form, [field]: digits(8) })).toEqual({ field, message: MSG.tooShort });
      expect(refusal({ ...form, [field]: digits(9) })).toBeNull();
      expect(refusal({ ...form, [field]: digits(50) })).toBeNull();
      expect(refusal({ ...form, [field]: digits(51) })).toEqual({ field, message: MSG.tooLong });
      expect(refusal({ ...form, [field]: '044 123 45a' })).toEqual({ field, message: MSG.invalidPhone });
      expect(refusal({ ...form, [field]: '+++ --- ()' })).toEqual({ field, message: MSG.invalidPhone });
    }
    expect(parsed({ ...form, phoneNumber: ' +383 (44) 123-456 ' }).phoneNumber).toBe('+383 (44) 123-456');
    expect(parsed({ ...form, phoneNumber: '044/123.456' }).phoneNumber).toBe('044/123.456');
  });

  it('takes a business number of 9 or 10 digits', () => {
    expect(refusal({ ...form, businessNumber: digits(8) })).toEqual({ field: 'businessNumber', message: MSG.tooShort });
    expect(parsed({ ...form, businessNumber: digits(9) }).businessNumber).toBe(digits(9));
    expect(parsed({ ...form, businessNumber: digits(10) }).businessNumber).toBe(digits(10));
    expect(refusal({ ...form, businessNumber: digits(11) })).toEqual({ field: 'businessNumber', message: MSG.tooLong });
    expect(refusal({ ...form, businessNumber: '81012345a' })).toEqual({ field: 'businessNumber', message: MSG.invalidValue });
    expect(refusal({ ...form, businessNumber: '810 123 456' })).toEqual({ field: 'businessNumber', message: MSG.invalidValue });
  });

  it('takes a valid email or none', () => {
    expect(refusal({ ...form, email: 'arta@' })).toEqual({ field: 'email', message: MSG.invalidEmail });
    expect(parsed({ ...form, email: ' arta@example.com ' }).email).toBe('arta@example.com');
  });

  it('holds text inputs to 255 characters, the comment to 2000, the product code to 2–10', () => {
    for (const field of ['address', 'secondAddress', 'bankAccountNumber', 'bankAccount', 'contactPerson', 'companyName', 'parentName', 'fiscalNumber']) {
      expect(refusal({ ...form, [field]: 'x'.repeat(255) })).toBeNull();
      expect(refusal({ ...form, [field]: 'x'.repeat(256) })).toEqual({ field, message: MSG.tooLong });
    }
    expect(refusal({ ...form, commentAndDetails: 'x'.repeat(2000) })).toBeNull();
    expect(refusal({ ...form, commentAndDetails: 'x'.repeat(2001) })).toEqual({ field: 'commentAndDetails', message: MSG.tooLong });
    expect(refusal({ ...form, productCode: 'K' })).toEqual({ field: 'productCode', message: MSG.tooShort });
    expect(refusal({ ...form, productCode: 'K'.repeat(10) })).toBeNull();
    expect(refusal({ ...form, productCode: 'K'.repeat(11) })).toEqual({ field: 'productCode', message: MSG.tooLong });
  });
});

describe('the client edit (POST clients/{id}?_method=PATCH)', () => {
  const stored = parsed({ ...form, phoneNumber: '044 123 456', address: 'Rruga B 12', country: 2 });

  it('keeps what it leaves out, clears what it sends empty', () => {
    const edit = v.parse(clientEditBody, { address: '', lastName: 'Krasniqi' });
    expect(editedClient(stored, edit)).toEqual({ ...stored, address: null, lastName: 'Krasniqi' });
    expect(editedClient(stored, v.parse(clientEditBody, {}))).toEqual(stored);
  });

  it('keeps the country it leaves out (no default to Kosovo) and takes countryId', () => {
    expect(editedClient(stored, v.parse(clientEditBody, { city: '8' }))).toMatchObject({ countryId: 2, cityId: 8 });
    expect(editedClient(stored, v.parse(clientEditBody, { countryId: 76 })).countryId).toBe(76);
  });

  it('refuses required fields sent empty, and applies the same field rules', () => {
    expect(refusal({ firstnameAndLastname: '' }, clientEditBody)).toEqual({ field: 'firstnameAndLastname', message: MSG.firstNameRequired });
    expect(refusal({ lastName: ' ' }, clientEditBody)).toEqual({ field: 'lastName', message: MSG.lastNameRequired });
    expect(refusal({ city: '' }, clientEditBody)).toEqual({ field: 'city', message: MSG.fillFieldSq });
    expect(refusal({ phoneNumber: digits(8) }, clientEditBody)).toEqual({ field: 'phoneNumber', message: MSG.tooShort });
    expect(v.parse(clientEditBody, { firstnameAndLastname: 'drita' }).firstnameAndLastname).toBe('Drita');
  });
});

describe('the client export (GET clients/export-excel)', () => {
  it("needs a letter or a date: 'Please select a letter or date'", () => {
    expect(refusal({}, clientExportQuery)).toEqual({ field: 'letter', message: CONTACT_MSG.selectLetterOrDate });
    expect(refusal({ letter: '', from_date: '', to_date: '' }, clientExportQuery)).toEqual({ field: 'letter', message: CONTACT_MSG.selectLetterOrDate });
    expect(v.parse(clientExportQuery, { letter: 'b' })).toEqual({ letter: 'B' });
    expect(v.parse(clientExportQuery, { letter: 'all' })).toEqual({ letter: 'All' });
    expect(v.parse(clientExportQuery, { from_date: '2026-01-01' })).toEqual({ from_date: '2026-01-01' });
  });

  it('refuses a letter outside A–Z and a range out of order', () => {
    expect(refusal({ letter: 'AB' }, clientExportQuery)).toEqual({ field: 'letter', message: MSG.invalidValue });
    expect(refusal({ letter: 'Ç' }, clientExportQuery)).toEqual({ field: 'letter', message: MSG.invalidValue });
    expect(refusal({ from_date: '2026-02-01', to_date: '2026-01-01' }, clientExportQuery)).toEqual({ field: 'from_date', message: MSG.dateRangeOrder });
  });
});
