import * as v from 'valibot';
import { listOf } from '../admin/payload.js';
import { dateCell, emailCell, idCell, textCell, timestampCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { PRODUCTION_MSG } from '../production/messages.js';
import { idField, intFrom } from '../validation.js';
import { SERVICE_MSG } from './messages.js';
import { endAfterStart, ticketChildren, ticketKindOf } from './rules.js';
import type { ServiceTicketFields } from './rows.js';
import { isServiceStatus, SERVICE_STATUS } from './statuses.js';

/**
 * What the service form sends (spec 001 §7 "Service"): projectId, problem,
 * firstname, lastname, address, city, phoneNumber, email, warning, date
 * (YYYY-MM-DD), start, end ('YYYY-MM-DD HH:mm:ss'), servicingStatusId,
 * productId[] or articleId[]; the photos go as `servicingFiles[]` files
 * (multipart) beside these. JSON or form-data; an empty cell reads as null.
 *
 * Registered or unregistered (spec 001 §2: "a project picker (registered) or
 * free client fields (unregistered)") is read from what is sent: a ticket that
 * names no project but a client field or an article is unregistered; any other
 * is registered and must name its project ('Ju lutem zgjidhni projektin!').
 * - Registered: projectId and productId[] (products of that project, checked
 *   by the server); client fields sent beside are dropped (the client is the
 *   project's); articleId[] is refused.
 * - Unregistered (ours, the spec names no required field): first and last
 *   name are required ('Emri eshte obligativ', 'Mbiemri eshte obligativ', the
 *   contact form's texts); address, city, email (a valid one), phone are
 *   optional; articleId[]; productId[] is refused.
 * The problem is required ('Komentoni ne problemin!'); an end is not before
 * the start ('Data e mbarimit smund te jete para fillimit!'); the status is
 * 1–3, pending when left out. An edit (POST servicing/{id}) sends the whole
 * form again: what it leaves out is cleared, as the form always sends all.
 */

export const PROBLEM_MAX = 2000;

export interface ServiceInput {
  projectId?: string | null;
  problem: string;
  firstname?: string | null;
  lastname?: string | null;
  address?: string | null;
  city?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  warning?: string | null;
  date?: string | null;
  start?: string | null;
  end?: string | null;
  servicingStatusId?: number | string | null;
  productId?: string[];
  articleId?: string[];
}

// A default, so a problem left out runs the pipe and is refused like a blank one (a nullish key without one is skipped).
const problemCell = v.pipe(
  v.optional(v.nullable(v.string(SERVICE_MSG.describeProblem)), ''),
  v.transform((s) => (s ?? '').trim()),
  v.nonEmpty(SERVICE_MSG.describeProblem),
  v.maxLength(PROBLEM_MAX, MSG.tooLong),
);

const statusCell = v.pipe(
  v.optional(v.nullable(v.union([v.number(MSG.invalidValue), v.string(MSG.invalidValue)], MSG.invalidValue)), ''),
  v.transform((x) => (x === null || x === '' ? SERVICE_STATUS.pending : x)),
  intFrom(),
  v.check(isServiceStatus, MSG.invalidValue),
);

const serviceFields = v.object({
  projectId: idCell,
  problem: problemCell,
  firstname: textCell(255),
  lastname: textCell(255),
  address: textCell(255),
  city: textCell(255),
  email: emailCell,
  phoneNumber: textCell(50),
  warning: textCell(PROBLEM_MAX),
  date: dateCell,
  start: timestampCell,
  end: timestampCell,
  servicingStatusId: statusCell,
  productId: listOf(idField()),
  articleId: listOf(idField()),
});

type Sent = v.InferOutput<typeof serviceFields>;
type Cell = 'projectId' | 'firstname' | 'lastname' | 'address' | 'city' | 'email' | 'phoneNumber' | 'warning' | 'date' | 'start' | 'end';
type Fields = Omit<Sent, Cell> & { [K in Cell]: string | null };

/** A key left out reads as its empty cell (the cells give null for '', null and absent alike). */
const CELLS: readonly Cell[] = ['projectId', 'firstname', 'lastname', 'address', 'city', 'email', 'phoneNumber', 'warning', 'date', 'start', 'end'];
function filled(b: Sent): Fields {
  const out: Record<string, unknown> = { ...b };
  for (const cell of CELLS) out[cell] = b[cell] ?? null;
  return out as Fields;
}

const registered = (b: Fields) => ticketKindOf(b) === 'registered';

function toTicket(b: Fields): ServiceTicketFields {
  const common = { problem: b.problem, warning: b.warning, date: b.date, start: b.start, end: b.end, statusId: b.servicingStatusId };
  if (registered(b)) {
    return { projectId: b.projectId, firstname: null, lastname: null, address: null, city: null, email: null, phoneNumber: null, ...common, ...ticketChildren(b.productId, []) };
  }
  return { projectId: null, firstname: b.firstname, lastname: b.lastname, address: b.address, city: b.city, email: b.email, phoneNumber: b.phoneNumber, ...common, ...ticketChildren([], b.articleId) };
}

/** POST servicing and POST servicing/{id}: the ticket's columns and lines as stored (rows.ts ServiceTicketFields). */
export const serviceBody = sentAs<ServiceInput>()(
  v.pipe(
    serviceFields,
    v.transform(filled),
    v.forward(
      v.check((b) => !registered(b) || b.projectId !== null, SERVICE_MSG.chooseProject),
      ['projectId'],
    ),
    v.forward(
      v.check((b) => !registered(b) || b.articleId.length === 0, MSG.invalidValue),
      ['articleId'],
    ),
    v.forward(
      v.check((b) => registered(b) || b.productId.length === 0, MSG.invalidValue),
      ['productId'],
    ),
    v.forward(
      v.check((b) => registered(b) || b.firstname !== null, MSG.firstNameRequired),
      ['firstname'],
    ),
    v.forward(
      v.check((b) => registered(b) || b.lastname !== null, MSG.lastNameRequired),
      ['lastname'],
    ),
    v.forward(
      v.check((b) => endAfterStart(b), PRODUCTION_MSG.endBeforeStart),
      ['end'],
    ),
    v.transform(toTicket),
  ),
);

export type ServiceBody = v.InferOutput<typeof serviceBody>;
