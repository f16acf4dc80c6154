import type { ArchiveModule } from '../../../domain/archive/modules.js';

/** What an archive line names: enough to find its module's form. */
export interface ArchiveLineRef {
  /** The archived row's id (ARCHIVED_ENTITY[module]). */
  id: string;
  clientId: string;
  projectId: string | null;
  /** A transport's code; a transport made on this device has none until it syncs, and its form takes its id then. */
  code?: string | null;
  /** An installation's form key: its transport's id, or the installation's own when it has no transport (installation/installationRows.ts). */
  formTarget?: string;
}

const seg = (value: string | null | undefined) => (value ? `/${encodeURIComponent(value)}` : '');

/**
 * Where an archive line's edit opens (spec 000 §2): contact create/{id};
 * warehouse create/{client id}; transport create/{code}; installation
 * create/{project value}; measures create/{project}/{clientId}; others
 * create/{id}/{project}. Where a module's form takes other keys than the
 * spec's, the form's own keys win: the status board is by client
 * (production create/{clientId}), an impression by client and project,
 * an installation by its transport (formTarget).
 */
export function archiveEditTarget(module: ArchiveModule, line: ArchiveLineRef): string {
  switch (module) {
    case 'contact':
      return `/dashboard/contact/create${seg(line.clientId)}`;
    case 'measures':
      return `/dashboard/measures/create${seg(line.projectId)}${seg(line.clientId)}`;
    case 'warehouse':
      return `/dashboard/warehouse/create${seg(line.clientId)}`;
    case 'transport':
      return `/dashboard/transport/create/record${seg(line.code || line.id)}`;
    case 'installation':
      return `/dashboard/installation/create${seg(line.formTarget ?? line.id)}`;
    case 'production':
      return `/dashboard/production/create${seg(line.clientId)}`;
    case 'impression':
      return `/dashboard/impression/create${seg(line.clientId)}${seg(line.projectId)}`;
    case 'offers':
    case 'agreements':
    case 'service':
      return `/dashboard/${module}/create${seg(line.id)}${seg(line.projectId)}`;
  }
}
