// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  autoFormatTypedDate,
  formatAmount,
  formatDate,
  formatMoney,
  formatTimestamp,
  parseAmount,
  parseTypedDate,
  round2,
  toIsoDate,
} from '../../../domain/format.js';

describe('money', () => {
  test('shows 2 decimals, apostrophes between thousands and a euro sign', () => {
    expect(formatMoney(1234567.5)).toBe("1'234'567.50 €");
    expect(formatMoney(0)).toBe('0.00 €');
    expect(formatMoney(999)).toBe('999.00 €');
    expect(formatMoney(1000)).toBe("1'000.00 €");
  });

  test('keeps the minus sign in front of negative amounts', () => {
    expect(formatMoney(-1234.5)).toBe("-1'234.50 €");
  });

  test('rounds half away from zero on the decimal value (1.005 → 1.01)', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(formatAmount(2.675)).toBe('2.68');
    expect(formatAmount(0.1 + 0.2)).toBe('0.30');
  });

  test('shows nothing for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });

  test('reads typed amounts with apostrophes, spaces, euro sign and a decimal comma', () => {
    expect(parseAmount("1'234'567.50 €")).toBe(1234567.5);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount(' 1 000 ')).toBe(1000);
    expect(parseAmount('-3.2')).toBe(-3.2);
  });

  test('reads blank or unreadable amounts as null', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('12a')).toBeNull();
    expect(parseAmount('1.2.3')).toBeNull();
  });
});

describe('date display', () => {
  test('shows a sent date as DD-MM-YYYY by default, and as DD.MM.YYYY or dd/MM/yyyy on request', () => {
    expect(formatDate('2024-03-01')).toBe('01-03-2024');
    expect(formatDate('2024-03-01', 'DD.MM.YYYY')).toBe('01.03.2024');
    expect(formatDate('2024-03-01', 'dd/MM/yyyy')).toBe('01/03/2024');
  });

  test('never shifts a bare date through a time zone', () => {
    expect(formatDate('1970-01-01')).toBe('01-01-1970');
    expect(formatDate('2100-12-31')).toBe('31-12-2100');
  });

  test('shows the local calendar day of a timestamp or Date', () => {
    const local = new Date(2024, 2, 1, 23, 30, 0);
    expect(formatDate(local)).toBe('01-03-2024');
    expect(formatDate(local.toISOString())).toBe('01-03-2024');
  });

  test('shows nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  test('writes a local day as YYYY-MM-DD for sending', () => {
    expect(toIsoDate(new Date(2024, 0, 5, 0, 10))).toBe('2024-01-05');
  });

  test('writes timestamps as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatTimestamp(new Date(2024, 2, 1, 9, 5, 7))).toBe('2024-03-01 09:05:07');
    expect(formatTimestamp(new Date(2024, 11, 31, 23, 59, 59).toISOString())).toBe('2024-12-31 23:59:59');
    expect(formatTimestamp(null)).toBe('');
    expect(formatTimestamp('nonsense')).toBe('');
  });
});

describe('typed dates (DD.MM.YYYY)', () => {
  test('puts the points between day, month and year as digits are typed', () => {
    expect(autoFormatTypedDate('0')).toBe('0');
    expect(autoFormatTypedDate('01')).toBe('01');
    expect(autoFormatTypedDate('010')).toBe('01.0');
    expect(autoFormatTypedDate('0103')).toBe('01.03');
    expect(autoFormatTypedDate('01032')).toBe('01.03.2');
    expect(autoFormatTypedDate('01032024')).toBe('01.03.2024');
    expect(autoFormatTypedDate('010320245')).toBe('01.03.2024');
  });

  test('does not add a point after the caret, so Backspace over it sticks', () => {
    expect(autoFormatTypedDate('01.')).toBe('01.');
    expect(autoFormatTypedDate('01.03')).toBe('01.03');
    expect(autoFormatTypedDate('01.0')).toBe('01.0');
  });

  test('pads a single digit when a separator is typed after it', () => {
    expect(autoFormatTypedDate('1.')).toBe('01.');
    expect(autoFormatTypedDate('1.3.2024')).toBe('01.03.2024');
    expect(autoFormatTypedDate('1/3/24')).toBe('01.03.24');
    expect(autoFormatTypedDate('1-3-2024')).toBe('01.03.2024');
  });

  test('pads a first digit that cannot start a day or a month', () => {
    expect(autoFormatTypedDate('5')).toBe('05.');
    expect(autoFormatTypedDate('53')).toBe('05.03.');
    expect(autoFormatTypedDate('05.03')).toBe('05.03');
    expect(autoFormatTypedDate('052')).toBe('05.02.');
    expect(autoFormatTypedDate('05.2')).toBe('05.02.');
  });

  test('drops letters and repeated separators', () => {
    expect(autoFormatTypedDate('0a1..03')).toBe('01.03');
  });

  test('clamps the month to 01–12 and the day to 01–31', () => {
    expect(autoFormatTypedDate('0113')).toBe('01.12');
    expect(autoFormatTypedDate('0100')).toBe('01.01');
    expect(autoFormatTypedDate('00')).toBe('01');
    expect(autoFormatTypedDate('39')).toBe('31');
  });

  test('clamps a four-digit year to 1970–2100', () => {
    expect(autoFormatTypedDate('01.03.1969')).toBe('01.03.1970');
    expect(autoFormatTypedDate('01.03.1800')).toBe('01.03.1970');
    expect(autoFormatTypedDate('01.03.2101')).toBe('01.03.2100');
    expect(autoFormatTypedDate('01.03.9999')).toBe('01.03.2100');
  });

  test('reads a pasted YYYY-MM-DD date', () => {
    expect(autoFormatTypedDate('2024-03-01')).toBe('01.03.2024');
    expect(parseTypedDate('2024-3-1')).toBe('2024-03-01');
  });

  test('sends a complete typed date as YYYY-MM-DD', () => {
    expect(parseTypedDate('01.03.2024')).toBe('2024-03-01');
    expect(parseTypedDate('01032024')).toBe('2024-03-01');
    expect(parseTypedDate('29.02.2024')).toBe('2024-02-29');
  });

  test('turns a two-digit year below 45 into 20xx and any other into 19xx', () => {
    expect(parseTypedDate('01.03.00')).toBe('2000-03-01');
    expect(parseTypedDate('01.03.24')).toBe('2024-03-01');
    expect(parseTypedDate('01.03.44')).toBe('2044-03-01');
    expect(parseTypedDate('01.03.45')).toBe('1970-03-01');
    expect(parseTypedDate('01.03.85')).toBe('1985-03-01');
    expect(parseTypedDate('01.03.99')).toBe('1999-03-01');
  });

  test('clamps the year of the sent date to 1970–2100', () => {
    expect(parseTypedDate('01.03.1900')).toBe('1970-03-01');
    expect(parseTypedDate('01.03.3000')).toBe('2100-03-01');
  });

  test('sends nothing for an incomplete or impossible date', () => {
    expect(parseTypedDate('')).toBeNull();
    expect(parseTypedDate('01.03')).toBeNull();
    expect(parseTypedDate('01.03.2')).toBeNull();
    expect(parseTypedDate('01.03.202')).toBeNull();
    expect(parseTypedDate('31.02.2024')).toBeNull();
    expect(parseTypedDate('29.02.2023')).toBeNull();
    expect(parseTypedDate('31.04.2024')).toBeNull();
  });
});
