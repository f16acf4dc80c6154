import { INSTALLATION_FILE_KINDS, INSTALLATION_UPLOADS } from '../../../domain/installation/uploads.js';
import type { Signatures } from '../../../domain/installation/rules.js';
import { attachFiles, removeOwnerFiles, type StagedFiles } from '../../files/attachments.js';
import { singleUpload, uploadsOf, type UploadedFile } from '../../files/upload.js';
import type { Writer } from '../../write/writer.js';

/** The files a save sent (domain/installation/uploads.ts): at most one signature of each kind, any photos. */
export interface SentFiles {
  installerSignature: UploadedFile | undefined;
  clientSignature: UploadedFile | undefined;
  photos: UploadedFile[];
}

export function sentFiles(body: unknown): SentFiles {
  return {
    installerSignature: singleUpload(body, INSTALLATION_UPLOADS.installerSignature),
    clientSignature: singleUpload(body, INSTALLATION_UPLOADS.clientSignature),
    photos: uploadsOf(body, INSTALLATION_UPLOADS.photos.field),
  };
}

/** The signatures an installation has once this save lands: sent now, or stored with an earlier save. */
export async function signaturesAfter(w: Writer, installationId: string | null, sent: SentFiles): Promise<Signatures> {
  const stored =
    installationId === null
      ? []
      : await w.tx
          .selectFrom('files')
          .select('kind')
          .where('companyId', '=', w.companyId)
          .where('ownerType', '=', 'installations')
          .where('ownerId', '=', installationId)
          .execute();
  const has = (kind: string) => stored.some((f) => f.kind === kind);
  return {
    installerSignature: sent.installerSignature !== undefined || has(INSTALLATION_FILE_KINDS.installerSignature),
    clientSignature: sent.clientSignature !== undefined || has(INSTALLATION_FILE_KINDS.clientSignature),
  };
}

/**
 * Stores what a save sent: a new signature replaces the stored one of its
 * kind (the old file deleted through the Writer, its bytes after the commit),
 * photos are added. Every file is judged by its bytes (images only); one
 * refused refuses the save and nothing stays.
 */
export async function storeSentFiles(w: Writer, staged: StagedFiles, installationId: string, sent: SentFiles): Promise<void> {
  const owner = { ownerType: 'installations', ownerId: installationId } as const;
  for (const kind of [INSTALLATION_FILE_KINDS.installerSignature, INSTALLATION_FILE_KINDS.clientSignature] as const) {
    const file = sent[kind];
    if (file === undefined) continue;
    await removeOwnerFiles(w, staged, { ...owner, kind });
    await attachFiles(w, staged, { ...owner, kind, files: [file], accept: INSTALLATION_UPLOADS[kind].accept, field: INSTALLATION_UPLOADS[kind].field });
  }
  if (sent.photos.length > 0) {
    await attachFiles(w, staged, { ...owner, kind: INSTALLATION_FILE_KINDS.photo, files: sent.photos, accept: INSTALLATION_UPLOADS.photos.accept, field: INSTALLATION_UPLOADS.photos.field });
  }
}
