import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MSG } from '../../../../domain/messages.js';
import type { MeasureFileKind } from '../../../../domain/measure/uploads.js';
import { enqueue, useLocalDb } from '../../../local';
import { ConfirmDialog, useToast } from '../../../ui';
import { PhotoPreview } from '../../../ui/PhotoPreview';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { translateServerMessage } from '../../../app/serverMessages';
import { deleteMeasureFileCommand } from './measureCommands';
import type { StoredMeasureFile } from './readMeasureForm';

export interface StoredFilesProps {
  stored: readonly StoredMeasureFile[];
  queued: Record<MeasureFileKind, File[]>;
  canWrite: boolean;
}

const KINDS: readonly MeasureFileKind[] = ['measure', 'picture', 'sketch'];

/**
 * The measure's files already saved, by kind: those on the server (each
 * opened from the device's copy without signal; removed after a question,
 * DELETE measures/assets/{id} through the outbox) and those still on their
 * way with a queued save ("Ne pritje").
 */
export function StoredFiles({ stored, queued, canWrite }: StoredFilesProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const [removing, setRemoving] = useState<StoredMeasureFile | null>(null);
  const kindNames: Record<MeasureFileKind, string> = { measure: t`Matja (PDF)`, picture: t`Fotot`, sketch: t`Skicat` };
  const kinds = KINDS.filter((k) => stored.some((f) => f.kind === k) || queued[k].length > 0);
  if (kinds.length === 0) return null;

  const remove = async (file: StoredMeasureFile) => {
    try {
      await enqueue(db, deleteMeasureFileCommand(file));
      toast.success(translateServerMessage(i18n, MSG.deleted));
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {kinds.map((kind) => (
        <div key={kind}>
          <h3 className="mb-1 font-semibold">{kindNames[kind]}</h3>
          <ul className="flex flex-wrap gap-2">
            {stored
              .filter((f) => f.kind === kind)
              .map((f) => (
                <li key={f.id} data-stored-file={f.id} className="flex items-center gap-1">
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
        message={removing ? t`File-i ${removing.name} do te hiqet nga matja.` : undefined}
        confirmLabel={t`Hiqe`}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
