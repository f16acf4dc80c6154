import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MSG } from '../../../domain/messages.js';
import { enqueue, useLocalDb } from '../../local';
import { ConfirmDialog, useToast } from '../../ui';
import { PhotoPreview } from '../../ui/PhotoPreview';
import { translateServerMessage } from '../serverMessages';
import { deleteAssetCommand, type AssetOwner } from './deleteAssetCommand';
import { FileLinkButton } from './FileLinkButton';
import { useAnnounceQueuedSave } from '../writes/useAnnounceQueuedSave';

export interface StoredFile<Kind extends string> {
  id: string;
  name: string;
  kind: Kind;
}

export interface StoredFilesProps<Kind extends string> {
  owner: AssetOwner;
  stored: readonly StoredFile<Kind>[];
  queued: Record<Kind, File[]>;
  /** The kinds in the order shown, each with its heading. */
  kinds: readonly Kind[];
  kindNames: Record<Kind, string>;
  canWrite: boolean;
  /** The question before a removal: what the file is removed from. */
  removeMessage: (name: string) => string;
}

/**
 * A form's files already saved, by kind: those on the server (each opened
 * from the device's copy without signal; removed after a question, DELETE
 * {owner}/assets/{id} through the outbox) and those still on their way with
 * a queued save ("Ne pritje"). The measure and agreement forms show theirs.
 */
export function StoredFiles<Kind extends string>({ owner, stored, queued, kinds, kindNames, canWrite, removeMessage }: StoredFilesProps<Kind>) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const [removing, setRemoving] = useState<StoredFile<Kind> | null>(null);
  const shown = kinds.filter((k) => stored.some((f) => f.kind === k) || queued[k].length > 0);
  if (shown.length === 0) return null;

  const remove = async (file: StoredFile<Kind>) => {
    try {
      await enqueue(db, deleteAssetCommand(owner, file));
      announceQueuedSave(translateServerMessage(i18n, MSG.deleted));
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {shown.map((kind) => (
        <div key={kind}>
          <h3 className="mb-1 font-semibold">{kindNames[kind]}</h3>
          <ul className="flex flex-wrap gap-2">
            {stored
              .filter((f) => f.kind === kind)
              .map((f) => (
                <li key={f.id} data-stored-file={kind} data-file-id={f.id} className="flex items-center gap-1">
                  <FileLinkButton fileId={f.id} name={f.name} />
                  {canWrite && (
                    <button
                      type="button"
                      onClick={() => setRemoving(f)}
                      aria-label={t`Hiq ${f.name}`}
                      className="inline-flex size-11 items-center justify-center rounded-md text-xl text-red-700 hover:bg-red-50"
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </li>
              ))}
            {queued[kind].map((file, i) => (
              <li key={`queued-${i}`} data-queued-file={kind} className="flex min-h-11 items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-1 pe-3 text-sm">
                {file.type.startsWith('image/') && <PhotoPreview photo={file} alt="" />}
                <span className="max-w-56 truncate">{file.name}</span>
                <span className="font-medium text-amber-800">{t`Ne pritje`}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ConfirmDialog
        open={removing !== null}
        title={t`Te hiqet file-i?`}
        message={removing ? removeMessage(removing.name) : undefined}
        confirmLabel={t`Hiqe`}
        destructive
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
