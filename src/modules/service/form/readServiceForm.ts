import type { ServiceTicketRow } from '../../../../domain/service/rows.js';
import type { ZanatiDb } from '../../../local';
import type { SelectOption } from '../../../ui';
import { productLabel } from '../tickets/readTickets';

const text = (row: Record<string, unknown> | undefined, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' ? value : null;
};

/** A stored photo: its file id and name. */
export interface StoredPhoto {
  id: string;
  fileName: string;
}

/**
 * What the service form reads from the mirror when it opens (spec 001 §2
 * "Service form"): the ticket it edits, the projects ready for service (those
 * with an installation, decisions issue 13) for the picker, the articles for
 * an unregistered client, and the ticket's photos.
 */
export interface ServiceFormSources {
  ticket: ServiceTicketRow | null;
  /** The project a new ticket opens on (from the path). */
  projectId: string | null;
  projectOptions: SelectOption[];
  articleOptions: SelectOption[];
  photos: StoredPhoto[];
}

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);

const storedPhotos = (files: readonly Record<string, unknown>[], ownerType: string): StoredPhoto[] =>
  files.filter((f) => f.ownerType === ownerType && f.kind === 'photo').map((f) => ({ id: String(f.id), fileName: text(f, 'fileName') ?? '' }));

/**
 * `first` is the path's first segment: a ticket's id, or — when no ticket
 * has it — the project a new ticket opens on (serviceRoutes.tsx).
 */
export async function readServiceFormSources(db: ZanatiDb, first: string | undefined, second: string | undefined): Promise<ServiceFormSources> {
  return db.transaction('r', [db.serviceTickets, db.installations, db.projects, db.clients, db.articles, db.files], async () => {
    const ticket = first ? ((await db.serviceTickets.get(first)) ?? null) : null;
    const projectId = ticket ? ticket.projectId : (second ?? first ?? null);
    const [installations, articles, files] = await Promise.all([db.installations.toArray(), db.articles.toArray(), ticket ? db.files.where('ownerId').equals(ticket.id).toArray() : []]);
    const ready = [...new Set([...installations.map((i) => i.projectId), ...(projectId ? [projectId] : [])])];
    const projects = await db.projects.bulkGet(ready);
    const clientIds = [...new Set(projects.flatMap((p) => text(p, 'clientId') ?? []))];
    const clients = await db.clients.bulkGet(clientIds);
    const clientName = new Map(clientIds.map((id, i) => [id, [text(clients[i], 'firstnameAndLastname'), text(clients[i], 'lastName')].filter((x) => x).join(' ')]));
    const projectOptions = ready
      .flatMap((id, i) => {
        const p = projects[i];
        return p ? [{ value: id, label: `${clientName.get(text(p, 'clientId') ?? '') ?? ''} — ${text(p, 'projectName') ?? ''}` }] : [];
      })
      .sort(byLabel);
    return {
      ticket,
      projectId: projectId && projectOptions.some((o) => o.value === projectId) ? projectId : null,
      projectOptions,
      articleOptions: articles.map((a) => ({ value: a.id, label: a.code ? `${a.name} (${a.code})` : a.name })).sort(byLabel),
      photos: storedPhotos(files, 'serviceTickets'),
    };
  });
}

/** What the form shows of the chosen project: its products to pick from and the photos of its installations (to print). */
export interface ProjectExtras {
  productOptions: SelectOption[];
  installationPhotos: StoredPhoto[];
}

export async function readProjectExtras(db: ZanatiDb, projectId: string | null): Promise<ProjectExtras> {
  if (!projectId) return { productOptions: [], installationPhotos: [] };
  return db.transaction('r', [db.products, db.articles, db.installations, db.files], async () => {
    const [products, installations] = await Promise.all([db.products.where('projectId').equals(projectId).toArray(), db.installations.where('projectId').equals(projectId).toArray()]);
    const articles = await db.articles.bulkGet([...new Set(products.flatMap((p) => text(p, 'articleId') ?? []))]);
    const articleName = new Map(articles.flatMap((a) => (a ? [[a.id, a.name] as const] : [])));
    const files = (await Promise.all(installations.map((i) => db.files.where('ownerId').equals(i.id).toArray()))).flat();
    return {
      productOptions: products.map((p) => ({ value: p.id, label: productLabel(p, articleName) || p.id })).sort(byLabel),
      installationPhotos: storedPhotos(files, 'installations'),
    };
  });
}
