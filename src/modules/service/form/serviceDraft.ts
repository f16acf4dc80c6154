import type { ServiceInput } from '../../../../domain/service/bodies.js';
import { serviceBody } from '../../../../domain/service/bodies.js';
import { MSG } from '../../../../domain/messages.js';
import type { ServiceTicketRow } from '../../../../domain/service/rows.js';
import { ticketKindOf, type TicketKind } from '../../../../domain/service/rules.js';
import { isServiceStatus, SERVICE_STATUS, type ServiceStatusId } from '../../../../domain/service/statuses.js';
import { parseWith } from '../../../../domain/validation.js';

/**
 * The service form as data (spec 001 §2 "Service form"), pure: the screen
 * keeps a ServiceDraft in state (and in a refused entry, to reopen it), the
 * checks run here with the endpoint's own schema before anything is queued
 * (spec 001 §5 "Service"), so what is queued is what the server accepts.
 * The photos travel beside it (a Blob is not form data).
 */
export interface ServiceDraft {
  projectId: string | null;
  statusId: ServiceStatusId;
  /** YYYY-MM-DD. */
  date: string | null;
  productIds: string[];
  articleIds: string[];
  problem: string;
  warning: string;
  /** 'YYYY-MM-DD HH:mm:ss', stamped by the save-now buttons. */
  start: string | null;
  end: string | null;
  firstname: string;
  lastname: string;
  address: string;
  city: string;
  email: string;
  phoneNumber: string;
}

export const emptyDraft = (projectId: string | null = null): ServiceDraft => ({
  projectId,
  statusId: SERVICE_STATUS.pending,
  date: null,
  productIds: [],
  articleIds: [],
  problem: '',
  warning: '',
  start: null,
  end: null,
  firstname: '',
  lastname: '',
  address: '',
  city: '',
  email: '',
  phoneNumber: '',
});

/** The form of a stored ticket: its own values. */
export const draftOfTicket = (t: ServiceTicketRow): ServiceDraft => ({
  projectId: t.projectId,
  statusId: isServiceStatus(t.statusId) ? t.statusId : SERVICE_STATUS.pending,
  date: t.date,
  productIds: [...t.productIds],
  articleIds: [...t.articleIds],
  problem: t.problem,
  warning: t.warning ?? '',
  start: t.start,
  end: t.end,
  firstname: t.firstname ?? '',
  lastname: t.lastname ?? '',
  address: t.address ?? '',
  city: t.city ?? '',
  email: t.email ?? '',
  phoneNumber: t.phoneNumber ?? '',
});

export const isDraft = (x: unknown): x is ServiceDraft => typeof x === 'object' && x !== null && 'problem' in x && 'statusId' in x && 'productIds' in x;

const blank = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/**
 * What the form sends (spec 001 §7): a registered ticket its project and
 * products, an unregistered one the client's fields and articles; both the
 * problem, warning, date, stamps and status.
 */
export function serviceInputOf(draft: ServiceDraft, kind: TicketKind): ServiceInput {
  const common = { problem: draft.problem, warning: blank(draft.warning), date: draft.date, start: draft.start, end: draft.end, servicingStatusId: draft.statusId };
  if (kind === 'registered') return { projectId: draft.projectId, ...common, productId: [...draft.productIds] };
  return {
    projectId: null,
    firstname: blank(draft.firstname),
    lastname: blank(draft.lastname),
    address: blank(draft.address),
    city: blank(draft.city),
    email: blank(draft.email),
    phoneNumber: blank(draft.phoneNumber),
    ...common,
    articleId: [...draft.articleIds],
  };
}

/** A refusal of the form: the message and the field it belongs to (a body field: projectId, problem, firstname, …). */
export interface DraftRefusal {
  message: string;
  field: string;
}

/**
 * Checks the form before it is queued: the endpoint's schema, which says
 * 'Ju lutem zgjidhni projektin!' and 'Komentoni ne problemin!' (spec 001 §5).
 * An unregistered form with nothing of the client filled would read as a
 * registered ticket without a project; it is asked for the first name, the
 * field the schema asks for first on that form.
 */
export function checkDraft(draft: ServiceDraft, kind: TicketKind): DraftRefusal | null {
  const input = serviceInputOf(draft, kind);
  if (kind === 'unregistered' && ticketKindOf({ ...input, projectId: null }) !== 'unregistered') return { message: MSG.firstNameRequired, field: 'firstname' };
  const parsed = parseWith(serviceBody, input);
  if (parsed.ok) return null;
  return { message: parsed.message, field: (Object.keys(parsed.errors)[0] ?? '_').split('.')[0]! };
}
