import type { InstallationRow } from '../../../../domain/installation/rows.js';
import type { OutboxEntry } from '../../../local';
import { useFormDraft, type FormDraftState } from '../../../app/writes/useFormDraft';
import { blobsOf, draftOf, type DraftFields, type InstallationDraft } from './installationDraft';

/** The draft's key among the device's form drafts (src/local/drafts.ts). */
export const installationDraftKey = (transportId: string): string => `installation:${transportId}`;

const isFields = (x: unknown): x is DraftFields => typeof x === 'object' && x !== null && 'installationStart' in x && 'comment' in x;

export type DraftState = FormDraftState<InstallationDraft>;

/**
 * The form's working copy (issue 13: "a reload keeps every photo and
 * signature"): opened from a refused entry being corrected, else from the
 * draft the device kept, else from the installation as it stands
 * (src/app/writes/useFormDraft.ts).
 */
export function useInstallationDraft(transportId: string, installation: InstallationRow | null, refused: OutboxEntry | null): DraftState {
  const fields = refused?.form?.data.fields;
  return useFormDraft(installationDraftKey(transportId), () => draftOf(installation), refused && isFields(fields) ? { ...fields, ...blobsOf(refused.files) } : null);
}
