import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { holdsModule } from '../../../../domain/warehouse/assignees.js';
import type { ZanatiDb } from '../../../local';
import type { SelectOption } from '../../../ui';

/**
 * What the contact form reads from the mirror when it opens (spec 000 §2
 * "/dashboard/contact/create/{clientId?}", the project modal): the client it
 * edits and its projects, the articles a project's orders pick from, and the
 * users with the measures permission a project is assigned to.
 */
export interface ContactFormSources {
  client: ClientRow | null;
  /** The client's projects, in the order they were made (the server's order). */
  projects: ProjectRow[];
  articleOptions: SelectOption[];
  assigneeOptions: SelectOption[];
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);
const byCreation = (a: ProjectRow, b: ProjectRow) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export async function readContactForm(db: ZanatiDb, clientId: string | undefined): Promise<ContactFormSources> {
  return db.transaction('r', [db.clients, db.projects, db.articles, db.users], async () => {
    const [client, projects, articles, users] = await Promise.all([
      clientId ? db.clients.get(clientId) : undefined,
      clientId ? db.projects.where('clientId').equals(clientId).toArray() : [],
      db.articles.toArray(),
      db.users.toArray(),
    ]);
    // A project keeps showing who it is assigned to, even one who no longer measures.
    const assigned = new Set(projects.flatMap((p) => p.measureAssignee ?? []));
    return {
      client: client ?? null,
      projects: projects.sort(byCreation),
      articleOptions: articles.map((a) => ({ value: a.id, label: a.code ? `${a.name} (${a.code})` : a.name })).sort(byLabel),
      assigneeOptions: users
        .filter((u) => holdsModule(u, 'measures') || assigned.has(u.id))
        .map((u) => ({ value: u.id, label: `${u.firstname} ${u.lastname}`.trim() || u.username }))
        .sort(byLabel),
    };
  });
}
