import { formatTimestamp } from '../../../../domain/format.js';
import type { CompanyHeader } from '../../../app/documents/companyHeader';
import { safeFileName } from '../../../app/documents/printDocument';
import { storedFileBlob } from '../../../app/files/storedFileBlob';
import type { InstallationDraft } from '../form/installationDraft';
import type { InstallationFormSources } from '../form/readInstallationForm';
import type { QueuedInstallationFiles } from '../form/useQueuedInstallationSaves';

/**
 * What the installation report shows (issue 13: "project, products, photos,
 * both signatures, times"), the same for the A4 print and the PDF: the
 * installation as the form shows it now — stored, queued and just saved on
 * the pads alike, so the report can be handed over at sign-off without
 * signal.
 */
export interface InstallationReport {
  /** The company's header (its settings). */
  company: CompanyHeader;
  project: string;
  client: string;
  products: { name: string; quantity: number }[];
  equipment: string[];
  /** YYYY-MM-DD HH:mm:ss (spec 001 §9), '' when not set. */
  start: string;
  end: string;
  comment: string;
  conditional: boolean;
  photos: Blob[];
  installerSignature: Blob | null;
  clientSignature: Blob | null;
}

/** The report's images: the device's copies of stored files (or fetched, with signal), queued and new ones. Those not to be had are left out. */
export async function installationReport(company: CompanyHeader, sources: InstallationFormSources, draft: InstallationDraft, queued: QueuedInstallationFiles): Promise<InstallationReport> {
  const stored = await Promise.all(sources.photos.map((p) => storedFileBlob(p.id)));
  const signature = async (kind: 'installerSignature' | 'clientSignature'): Promise<Blob | null> => {
    const kept = sources.signatures[kind];
    return draft[kind] ?? queued[kind] ?? (kept ? await storedFileBlob(kept.id) : null);
  };
  return {
    company,
    project: sources.projectName,
    client: sources.clientName,
    products: sources.products.map((p) => ({ name: p.name, quantity: p.quantity })),
    equipment: sources.equipment,
    start: formatTimestamp(draft.installationStart),
    end: formatTimestamp(draft.installationEnd),
    comment: draft.comment.trim(),
    conditional: draft.conditional,
    photos: [...stored.filter((b): b is Blob => b !== null), ...queued.photos, ...draft.photos],
    installerSignature: await signature('installerSignature'),
    clientSignature: await signature('clientSignature'),
  };
}

/** The PDF's file name: the project's and the day's, made safe for a file system. */
export const reportFileName = (r: Pick<InstallationReport, 'project' | 'start'>): string => safeFileName(`instalimi-${r.project}-${r.start.slice(0, 10)}`);
