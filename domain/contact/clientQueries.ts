import * as v from 'valibot';
import { dayAfter } from '../days.js';
import { CLIENT_MODULE_IDS } from '../journey/order.js';
import { MSG } from '../messages.js';
import { idField, intFrom, isoDate, optionalText } from '../validation.js';
import { ALL_LETTERS } from './clientRules.js';
import { CONTACT_MSG } from './messages.js';

/** A date filter left empty in a form arrives as `start=`: the same as no filter. */
const optionalDate = v.optional(
  v.pipe(
    v.union([v.literal(''), isoDate()], MSG.invalidDate),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

/** GET clients: optional creation-date range, both ends inclusive (spec 000 §7). */
export const clientListQuery = v.pipe(
  v.object({ start: optionalDate, end: optionalDate }),
  v.forward(
    v.check((q) => q.start === undefined || q.end === undefined || q.start <= q.end, MSG.dateRangeOrder),
    ['start'],
  ),
);
export type ClientListQuery = v.InferOutput<typeof clientListQuery>;

/**
 * The createdAt bounds of a date range: createdAt is an ISO timestamp, so a day
 * D includes every instant from 'D' up to, not including, the next day. Days
 * are UTC days, like the stored timestamps.
 */
export function createdAtBounds(q: ClientListQuery): { from?: string; before?: string } {
  return { from: q.start, before: q.end === undefined ? undefined : dayAfter(q.end) };
}

/** The alphabet filter's choice: one letter A–Z (either case) or 'All'; '' is none. */
const letterParam = v.optional(
  v.pipe(
    v.string(MSG.invalidValue),
    v.trim(),
    v.regex(/^([a-z]|all)?$/i, MSG.invalidValue),
    v.transform((s) => (s === '' ? undefined : s.toLowerCase() === ALL_LETTERS.toLowerCase() ? ALL_LETTERS : s.toUpperCase())),
  ),
);

/**
 * GET clients/export-excel (§7: from_date, to_date, letter): the export
 * needs a letter or a date ('Please select a letter or date', §5), and a
 * range in order.
 */
export const clientExportQuery = v.pipe(
  v.object({ from_date: optionalDate, to_date: optionalDate, letter: letterParam }),
  v.forward(
    v.check((q) => q.letter !== undefined || q.from_date !== undefined || q.to_date !== undefined, CONTACT_MSG.selectLetterOrDate),
    ['letter'],
  ),
  v.forward(
    v.check((q) => q.from_date === undefined || q.to_date === undefined || q.from_date <= q.to_date, MSG.dateRangeOrder),
    ['from_date'],
  ),
);
export type ClientExportQuery = v.InferOutput<typeof clientExportQuery>;

export const PROJECTS_WITHOUT_MEASURE = 'projectsWithoutMeasure';

/** GET clients/{id}/projects: `customFilter=projectsWithoutMeasure` keeps the projects no measure was taken for yet. */
export const clientProjectsQuery = v.object({
  customFilter: v.optional(v.picklist([PROJECTS_WITHOUT_MEASURE], MSG.invalidValue)),
});

/** GET countries/cities: the cities of a country, and/or those whose name contains `city`. */
export const cityQuery = v.object({
  countryId: v.optional(intFrom()),
  city: optionalText(100),
});

const folded = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Typing 'kacanik' or 'prishtin' finds 'Kaçanik' and 'Prishtine': case and accents aside. */
export const cityMatches = (name: string, text: string): boolean => folded(name).includes(folded(text));

/** A client module id (domain/journey/order.ts), as a number or as text (a query, form-data): none is `requiredMessage`, anything else but 1–5 no module. */
export const clientModuleId = (requiredMessage: string = MSG.invalidValue) =>
  v.pipe(
    v.unknown(),
    v.check((x) => x !== undefined && x !== null && x !== '', requiredMessage),
    intFrom(),
    v.picklist(CLIENT_MODULE_IDS, MSG.invalidValue),
  );

/** Most characters a search box sends: longer than any name, phone or company the form holds. */
export const SEARCH_MAX = 100;

/** GET clients/search: the text typed in the form's "jump to another contact" box; none finds nobody. */
export const clientSearchQuery = v.object({ query: optionalText(SEARCH_MAX) });

/** GET clients/clients-with-id-and-firstname-and-lastname: the module whose clients are listed. */
export const clientsInModuleQuery = v.object({ moduleId: clientModuleId(MSG.fieldNeeded) });

/** GET clients/{id}/status: the module asked about; left out, the first (every client has reached contact). */
export const clientStatusQuery = v.object({ statusId: v.optional(clientModuleId(), CLIENT_MODULE_IDS[0]) });

/**
 * GET project: one project by its id or by its name (exact after trimming;
 * the PWA escapes '#' as %23, which the query arrives decoded from), at
 * least one of them; both given, both must match.
 */
export const projectFindQuery = v.pipe(
  v.object({ projectId: v.optional(idField()), projectName: optionalText() }),
  v.forward(
    v.check((q) => q.projectId !== undefined || (q.projectName ?? null) !== null, MSG.fieldNeeded),
    ['projectId'],
  ),
);
