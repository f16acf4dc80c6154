import type { OutboxEntry } from '../../../local';
import { useQueuedSaves, type QueuedSaves } from '../../../app/writes/useQueuedSaves';
import { blobsOf } from './installationDraft';

/** What the waiting saves of an installation carry: shown as on their way, and counted for the rules. */
export interface QueuedInstallationFiles {
  photos: Blob[];
  installerSignature: Blob | null;
  clientSignature: Blob | null;
}

export type QueuedInstallationSaves = QueuedSaves<QueuedInstallationFiles>;

const NONE: QueuedInstallationFiles = { photos: [], installerSignature: null, clientSignature: null };

function queuedFiles(waiting: readonly OutboxEntry[]): QueuedInstallationFiles {
  const files = waiting.map((e) => blobsOf(e.files));
  // A later signature replaces an earlier one on the server: the newest queued is the one that will stand.
  const newest = (pick: (f: ReturnType<typeof blobsOf>) => Blob | null) => files.map(pick).filter((b): b is Blob => b !== null).at(-1) ?? null;
  return { photos: files.flatMap((f) => f.photos), installerSignature: newest((f) => f.installerSignature), clientSignature: newest((f) => f.clientSignature) };
}

/** The outbox entries of one installation, live: they hold its photos and signatures until the upload is answered (SYNC.md O10, O11). */
export const useQueuedInstallationSaves = (installationId: string | null) => useQueuedSaves('installations', installationId, queuedFiles, NONE);
