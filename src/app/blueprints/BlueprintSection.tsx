import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState, type ReactNode } from 'react';
import { newId } from '../../../domain/ids.js';
import { enqueue, useLocalDb } from '../../local';
import { Button, ConfirmDialog, FileInput } from '../../ui';
import { FileLinkButton } from '../files/FileLinkButton';
import { deleteBlueprintCommand, uploadBlueprintCommand } from './blueprintCommands';

export interface BlueprintSectionProps {
  projectId: string | null;
  /** null: the drawings of the whole project. */
  productId: string | null;
  /** With a product: also list the drawings of its whole project (the status modal does; the blueprints screen lists those once). */
  withProjectDrawings?: boolean;
  /** Defaults to "Skicat". */
  title?: ReactNode;
  canUpload: boolean;
  /** useMayDeleteBlueprints: full privileges, or a department the production settings name. */
  canDelete: boolean;
}

/**
 * The status modal's blueprints (spec 001 §2): the drawings of the product
 * and of its whole project, each opened from the device when it holds it;
 * new drawings queued through the outbox, one file per call; delete asks first.
 */
export function BlueprintSection({ projectId, productId, withProjectDrawings = true, title, canUpload, canDelete }: BlueprintSectionProps) {
  const headingId = useId();
  const { t } = useLingui();
  const db = useLocalDb();
  const [files, setFiles] = useState<File[]>([]);
  const [doomed, setDoomed] = useState<{ id: string; name: string } | null>(null);
  const blueprints = useLiveQuery(
    async () =>
      projectId ? (await db.blueprints.where('projectId').equals(projectId).toArray()).filter((b) => b.productId === productId || (b.productId === null && productId !== null && withProjectDrawings)) : [],
    [db, projectId, productId, withProjectDrawings],
  );
  if (!projectId) return null;

  async function upload() {
    for (const file of files) await enqueue(db, uploadBlueprintCommand(newId(), { projectId: projectId!, productId }, file));
    setFiles([]);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title ?? <Trans>Skicat</Trans>}
      </h3>
      {blueprints && blueprints.length === 0 && (
        <p className="text-base text-slate-700">
          <Trans>Nuk ka skica.</Trans>
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {blueprints?.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center gap-2">
            {b.fileId ? (
              <FileLinkButton fileId={b.fileId} name={b.nameOfBlueprint} />
            ) : (
              <span className="text-base text-slate-700">
                {b.nameOfBlueprint} (<Trans>ne pritje</Trans>)
              </span>
            )}
            {canDelete && (
              <Button variant="ghost" aria-label={t`Fshij ${b.nameOfBlueprint}`} onClick={() => setDoomed({ id: b.id, name: b.nameOfBlueprint })}>
                <Trans>Fshij</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canUpload && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grow">
            <FileInput multiple label={<Trans>Ngarko skica</Trans>} accept="pdfOrImage" value={files} onChange={setFiles} />
          </div>
          <Button variant="secondary" disabled={files.length === 0} onClick={() => void upload()}>
            <Trans>Ngarko</Trans>
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={t`Fshij skicen?`}
        message={doomed?.name}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (doomed) void enqueue(db, deleteBlueprintCommand(doomed.id, doomed.name));
          setDoomed(null);
        }}
      />
    </section>
  );
}
