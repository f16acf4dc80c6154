import { clientEditBody, newClientBody } from '../../../../domain/contact/clientBody.js';
import { duplicateClientOf } from '../../../../domain/contact/clientRules.js';
import { CONTACT_MSG } from '../../../../domain/contact/messages.js';
import { projectEditBody, projectsBody } from '../../../../domain/contact/projectBody.js';
import { measureDateRefusal, projectExists, takenProjectName } from '../../../../domain/contact/projectRules.js';
import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { parseWith, type FieldErrors } from '../../../../domain/validation.js';
import {
  clientEditOf,
  clientInputOf,
  newProjectInputOf,
  newProjectsBody,
  projectEditOf,
  type ClientDraft,
  type ContactDraft,
  type ProjectDraft,
} from './contactDraft';

/**
 * The contact form's checks before anything is queued (spec 000 §5
 * "Contact", "Project modal", §8): the endpoints' own schemas on what each
 * call will send, so what is queued is what the server accepts; then the
 * rules the schemas cannot judge alone — project names against each other
 * (the client's stored ones included), measure dates against today, and the
 * duplicate client among the mirror's clients. Pure.
 */

export type ClientErrors = Partial<Record<keyof ClientDraft, string>>;
export type ProjectErrors = Partial<Record<keyof ProjectDraft, string>>;

export interface ContactErrors {
  /** Said above the form: the first refusal (a domain text, translated by the screen). */
  message: string;
  client: ClientErrors;
  /** By project id. */
  projects: Record<string, ProjectErrors>;
}

export interface CheckContext {
  /** The client edited; null for a new one. */
  stored: ClientRow | null;
  /** The client's projects in the mirror when the form opened, by id. */
  storedProjects: ReadonlyMap<string, ProjectRow>;
  /** Every client of the mirror, archived ones too: a new or renamed client must not be one of them. */
  clients: readonly ClientRow[];
  /** The device's day (YYYY-MM-DD): measure dates are judged by the calendar the user sees. */
  today: string;
}

/** The body's names of the client's selects are the §3 ones; the draft's are the row's. */
const CLIENT_FIELD: Record<string, keyof ClientDraft> = { country: 'countryId', city: 'cityId' };

class Collected implements ContactErrors {
  message = '';
  client: ClientErrors = {};
  projects: Record<string, ProjectErrors> = {};

  private first(message: string) {
    this.message ||= message;
  }

  general(message: string) {
    this.first(message);
  }

  onClient(field: string, message: string) {
    this.first(message);
    const key = CLIENT_FIELD[field] ?? (field as keyof ClientDraft);
    this.client[key] ??= message;
  }

  onProject(id: string, field: string, message: string) {
    this.first(message);
    const errors = (this.projects[id] ??= {});
    errors[field as keyof ProjectDraft] ??= message;
  }

  /** A schema's errors: client fields by name, `projects.{i}.{field}` for the i-th of `projects`, anything else above the form. */
  addParsed(errors: FieldErrors, projects: readonly ProjectDraft[]) {
    for (const [path, message] of Object.entries(errors)) {
      const [head, index, field] = path.split('.');
      const project = head === 'projects' && index !== undefined ? projects[Number(index)] : undefined;
      if (project && field) this.onProject(project.id, field, message);
      else if (head && head !== 'projects' && head !== '_' && head !== 'clientId') this.onClient(head, message);
      else this.general(message);
    }
  }

  result(): ContactErrors | null {
    return this.message === '' ? null : { message: this.message, client: this.client, projects: this.projects };
  }
}

const blank = (s: string): string | null => (s.trim() === '' ? null : s);

/** The checks of a new client and its projects: one POST clients. */
function checkNew(draft: ContactDraft, out: Collected): void {
  const parsed = parseWith(newClientBody, { ...clientInputOf(draft.client), projects: draft.projects.map(newProjectInputOf) });
  if (!parsed.ok) out.addParsed(parsed.errors, draft.projects);
}

/** The checks of an edit: the client's changed fields, the added projects, each changed stored project. */
function checkEdit(draft: ContactDraft, stored: ClientRow, ctx: CheckContext, out: Collected): void {
  const client = parseWith(clientEditBody, clientEditOf(draft.client, stored));
  if (!client.ok) out.addParsed(client.errors, []);
  const added = draft.projects.filter((p) => !ctx.storedProjects.has(p.id));
  if (added.length > 0) {
    const parsed = parseWith(projectsBody, newProjectsBody(stored.id, added.map(newProjectInputOf)));
    if (!parsed.ok) out.addParsed(parsed.errors, added);
  }
  for (const p of draft.projects) {
    const before = ctx.storedProjects.get(p.id);
    if (!before) continue;
    const parsed = parseWith(projectEditBody, projectEditOf(p, before));
    if (!parsed.ok) for (const [field, message] of Object.entries(parsed.errors)) out.onProject(p.id, field, message);
  }
  // Spec 000 §4: a client never stands without a project; the server refuses deleting the last one too.
  if (draft.projects.length === 0) out.general(CONTACT_MSG.createProject);
}

/** The client's identity changed (or it is new): only then can it have become another client's duplicate. */
function identityChanged(d: ClientDraft, stored: ClientRow | null): boolean {
  return stored === null || d.firstnameAndLastname !== stored.firstnameAndLastname || d.lastName !== stored.lastName || blank(d.phoneNumber) !== stored.phoneNumber;
}

/** Every check of a save; null when it may be queued. */
export function checkContact(draft: ContactDraft, ctx: CheckContext): ContactErrors | null {
  const out = new Collected();
  if (ctx.stored) checkEdit(draft, ctx.stored, ctx, out);
  else checkNew(draft, out);

  const taken = takenProjectName(
    draft.projects.map((p) => p.projectName),
    [],
  );
  if (taken) out.onProject(draft.projects[taken.index]!.id, 'projectName', projectExists(taken.name));

  for (const p of draft.projects) {
    const refusal = measureDateRefusal(p.measureDate, ctx.today, ctx.storedProjects.get(p.id)?.measureDate ?? null);
    if (refusal) out.onProject(p.id, 'measureDate', refusal);
  }

  if (identityChanged(draft.client, ctx.stored)) {
    const candidate = { firstnameAndLastname: draft.client.firstnameAndLastname, lastName: draft.client.lastName, phoneNumber: blank(draft.client.phoneNumber) };
    if (duplicateClientOf(candidate, ctx.clients, ctx.stored?.id)) out.general(CONTACT_MSG.clientExists);
  }
  return out.result();
}
