/**
 * How dates and money are written and read, shared by the PWA and the server's
 * exports (spec 000 §5 and §9, spec 001 §9). Pure: no locale, no I/O.
 *
 * Dates travel as YYYY-MM-DD and are shown as DD-MM-YYYY (also DD.MM.YYYY and
 * dd/MM/yyyy); timestamps read YYYY-MM-DD HH:mm:ss; money has 2 decimals,
 * apostrophes between thousands and a euro sign: 1'234'567.50 €.
 */

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;
/** A typed two-digit year below this is 20xx, otherwise 19xx (spec 000 §5). */
export const TWO_DIGIT_YEAR_PIVOT = 45;

// ---------------------------------------------------------------- money

/**
 * Rounds half away from zero to 2 decimals on the decimal text, not the binary
 * value: 1.005 must become 1.01, where `Math.round(1.005 * 100)` gives 1.00.
 */
export function round2(n: number): number {
  const sign = n < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(n)}e2`))}e-2`);
  return sign * rounded;
}

/** 1234567.5 → "1'234'567.50"; an empty string for a value that is not a number. */
export function formatAmount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = round2(n);
  const [whole = '0', decimals = '00'] = Math.abs(rounded).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${rounded < 0 ? '-' : ''}${grouped}.${decimals}`;
}

/** 1234567.5 → "1'234'567.50 €". */
export function formatMoney(n: number): string {
  const amount = formatAmount(n);
  return amount === '' ? '' : `${amount} €`;
}

/**
 * Reads a typed amount: apostrophes, spaces and the euro sign are ignored; a comma
 * is the decimal mark unless a point follows it ("1,234.50"), since Albanian and
 * German keyboards type "12,50". Blank or unreadable text gives null.
 */
export function parseAmount(text: string): number | null {
  let s = text.replace(/[\s'’€]/g, '');
  if (s === '') return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  if (lastComma > lastPoint) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  return Number(s);
}

// ---------------------------------------------------------------- dates

export type DateStyle = 'DD-MM-YYYY' | 'DD.MM.YYYY' | 'dd/MM/yyyy';

const pad2 = (n: number): string => String(n).padStart(2, '0');

function isoDay(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** The calendar day of a value, in local time for instants (a timestamp at 23:30Z is the next day in Prishtina). */
function dayParts(value: string | Date): [string, string, string] | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return isoDay(value).split('-') as [string, string, string];
  }
  // A bare date has no time zone: read it as written, never through Date (which would shift it).
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (bare) return [bare[1]!, bare[2]!, bare[3]!];
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dayParts(instant);
}

/** "2024-03-01" (or an ISO timestamp, or a Date) → "01-03-2024"; an empty string for nothing or nonsense. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'DD-MM-YYYY'): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = dayParts(value);
  if (!parts) return '';
  const [y, m, d] = parts;
  switch (style) {
    case 'DD-MM-YYYY':
      return `${d}-${m}-${y}`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'dd/MM/yyyy':
      return `${d}/${m}/${y}`;
  }
}

/** A date as the API takes it: YYYY-MM-DD of the local calendar day. */
export function toIsoDate(d: Date): string {
  return isoDay(d);
}

/** An instant (ISO text or Date) → "YYYY-MM-DD HH:mm:ss" in the runtime's local time; empty for nothing or nonsense. */
export function formatTimestamp(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${isoDay(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' as the API sends timestamps (spec 001 §9): the parts, or null when it is not that or no real moment. */
function timestampParts(text: string): [number, number, number, number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < MIN_YEAR || y > MAX_YEAR || mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) return null;
  return [y, mo, d, h, mi, s];
}

/** Whether a text is a timestamp as the API sends it: 'YYYY-MM-DD HH:mm:ss', a real moment. */
export const isTimestampText = (text: string): boolean => timestampParts(text) !== null;

/**
 * The instant of a stored timestamp in ms: 'YYYY-MM-DD HH:mm:ss' is the
 * wall-clock time of the device that stamped it, read in the runtime's local
 * time (as formatTimestamp writes it); an ISO instant ('…Z', as the seed and
 * the server write) is read as such. Null for nothing or nonsense.
 */
export function parseTimestamp(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parts = timestampParts(value);
  if (parts) {
    const [y, mo, d, h, mi, s] = parts;
    return new Date(y, mo - 1, d, h, mi, s).getTime();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Clamps a complete two-digit day or month; a partial one is left as typed. */
function clampSegment(text: string, min: number, max: number): string {
  return text.length === 2 ? pad2(clamp(Number(text), min, max)) : text;
}

/**
 * Auto-formats DD.MM.YYYY while it is typed (spec 000 §5): digits fill day, month
 * and year and the points appear between them; a separator typed after one digit
 * pads it ("1." → "01."); a first digit that cannot start a day (4–9) or a month
 * (2–9) is padded at once; month clamps to 01–12, day to 01–31, a four-digit year
 * to 1970–2100. Pasted YYYY-MM-DD is read as such.
 *
 * A point is shown only before a segment that has digits, or where the user typed
 * one — never added ahead of the caret, so Backspace is never undone by the format.
 */
export function autoFormatTypedDate(text: string): string {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (iso) return autoFormatTypedDate(`${iso[3]}.${iso[2]}.${iso[1]}`);

  const segments = ['', '', ''];
  const closed = [false, false, false];
  const maxLength = [2, 2, 4];
  let i = 0;
  for (const ch of text) {
    if (/\d/.test(ch)) {
      if (segments[i]!.length === maxLength[i] || closed[i]) {
        if (i === 2) break;
        closed[i] = true;
        i += 1;
      }
      segments[i] += ch;
      const firstDigitLimit = i === 0 ? 3 : i === 1 ? 1 : 9;
      if (i < 2 && segments[i]!.length === 1 && Number(ch) > firstDigitLimit) {
        segments[i] = `0${ch}`;
        closed[i] = true;
      }
    } else if (/[.\-/,\s]/.test(ch) && i < 2 && segments[i] !== '' && !closed[i]) {
      segments[i] = segments[i]!.padStart(2, '0');
      closed[i] = true;
    }
    // Anything else (letters, a second separator) is dropped.
  }

  const day = clampSegment(segments[0]!, 1, 31);
  const month = clampSegment(segments[1]!, 1, 12);
  const year = segments[2]!.length === 4 ? String(clamp(Number(segments[2]), MIN_YEAR, MAX_YEAR)) : segments[2]!;

  let out = day;
  if (month !== '' || closed[0]) out += `.${month}`;
  if (year !== '' || closed[1]) out += `.${year}`;
  return out;
}

/**
 * Reads typed DD.MM.YYYY (or DD.MM.YY) into YYYY-MM-DD for sending, with the
 * auto-format rules above: a two-digit year below 45 is 20xx, otherwise 19xx,
 * and the year is clamped to 1970–2100. An incomplete or impossible date
 * (31.02.2024) gives null.
 */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{2}|\d{4})$/.exec(autoFormatTypedDate(text));
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  let year = Number(match[3]);
  if (match[3]!.length === 2) year += year < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900;
  year = clamp(year, MIN_YEAR, MAX_YEAR);
  if (day > daysInMonth(year, month)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
