/**
 * Whole-day arithmetic on YYYY-MM-DD dates. Days are UTC days, like the
 * stored timestamps and the server's clock, so a date moves by whole days
 * whatever the runtime's time zone or a daylight-saving change.
 */
const MS_PER_DAY = 864e5;

const utcMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The day `n` days after `day` (before, for a negative n). */
export function addDays(day: string, n: number): string {
  return new Date(utcMs(day) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The day after `day`: an end date includes its whole day, so a bound is the next day's start. */
export const dayAfter = (day: string): string => addDays(day, 1);

/** How many days `to` lies after `from` (negative when before). */
export const daysBetween = (from: string, to: string): number => Math.round((utcMs(to) - utcMs(from)) / MS_PER_DAY);

/** The UTC day of an instant. */
export const dayOfMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
