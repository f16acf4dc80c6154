import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { Actor } from '../../../../domain/production/rules.js';
import { enqueue, useLocalDb } from '../../../local';
import { Button, ConfirmDialog } from '../../../ui';
import type { BoxRef } from '../status/saveStatus';
import { deleteTemporaryMaterialCommand } from './temporaryMaterialCommands';
import { TemporaryMaterialModal } from './TemporaryMaterialModal';

/**
 * In the status modal: a process box adds a temporary material to its
 * process; a temporary material's box renames it (back to to do) or, in admin
 * mode, deletes it after asking. Whoever may work the process adds and renames.
 */
export function TemporaryMaterialActions({ box, actor, canSave }: { box: BoxRef; actor: Actor; canSave: boolean }) {
  const { t } = useLingui();
  const db = useLocalDb();
  const [editing, setEditing] = useState<'new' | 'rename' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const temporary = useLiveQuery(async () => (box.temporaryMaterialId ? ((await db.temporaryMaterials.get(box.temporaryMaterialId)) ?? null) : null), [db, box.temporaryMaterialId]);
  const mayWork = canSave && (actor.adminMode || actor.responsibilityIds.has(box.responsibilityId));
  if (!mayWork || (box.kind === 'material' && !temporary)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {box.kind === 'process' ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Trans>Shto material te perkohshem</Trans>
        </Button>
      ) : (
        <>
          <Button variant="secondary" onClick={() => setEditing('rename')}>
            <Trans>Ndrysho emrin e materialit</Trans>
          </Button>
          {actor.adminMode && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              <Trans>Fshij materialin</Trans>
            </Button>
          )}
        </>
      )}
      {editing && (
        <TemporaryMaterialModal
          productId={box.productId}
          responsibilityId={box.responsibilityId}
          editing={editing === 'rename' && temporary ? { id: box.statusId, name: temporary.materialName } : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Fshij materialin e perkohshem?`}
        message={temporary?.materialName}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (temporary) void enqueue(db, deleteTemporaryMaterialCommand(box.statusId, temporary.materialName));
        }}
      />
    </div>
  );
}
