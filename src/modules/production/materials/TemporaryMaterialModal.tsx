import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { newId } from '../../../../domain/ids.js';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import { temporaryMaterialBody } from '../../../../domain/production/bodies.js';
import { parseWith } from '../../../../domain/validation.js';
import { enqueue, useLocalDb } from '../../../local';
import { Button, Modal, TextField } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { createTemporaryMaterialCommand, renameTemporaryMaterialCommand } from './temporaryMaterialCommands';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface TemporaryMaterialModalProps {
  productId: string;
  responsibilityId: string;
  /** Renaming one: its material status id and current name. */
  editing?: { id: string; name: string } | undefined;
  onClose: () => void;
}

/** The temporary-material modal (spec 001 §2): a required name and Save, checked with the call's own schema. */
export function TemporaryMaterialModal({ productId, responsibilityId, editing, onClose }: TemporaryMaterialModalProps) {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const [name, setName] = useState(editing?.name ?? '');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const parsed = parseWith(temporaryMaterialBody, { productId, responsibilityId, materialName: name });
    if (!parsed.ok) {
      setError(translateServerMessage(i18n, parsed.errors.materialName ?? parsed.message));
      return;
    }
    const { materialName } = parsed.value;
    await enqueue(db, editing ? renameTemporaryMaterialCommand(editing.id, materialName) : createTemporaryMaterialCommand(newId(), { productId, responsibilityId, materialName }));
    announceQueuedSave(translateServerMessage(i18n, editing ? PRODUCTION_MSG.temporaryEdited : PRODUCTION_MSG.temporaryCreated));
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={<Trans>Material i perkohshem</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Anulo</Trans>
          </Button>
          <Button onClick={() => void save()}>
            <Trans>Ruaj</Trans>
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextField label={<Trans>Emri i materialit</Trans>} required value={name} onChange={setName} error={error} />
      </form>
    </Modal>
  );
}
