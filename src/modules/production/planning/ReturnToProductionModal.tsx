import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PRODUCTION_MSG } from '../../../../domain/production/messages.js';
import type { ProcessRecordRow } from '../../../../domain/production/archives.js';
import { STATUS } from '../../../../domain/production/statuses.js';
import { useLocalDb } from '../../../local';
import { Button, Modal, TextArea } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { draftOf } from '../status/statusDraft';
import { saveStatus } from '../status/saveStatus';
import { useActorOf } from '../status/useActor';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/**
 * An archived process or material sent back to production (spec 001 §4:
 * status 3 with an admin comment): a status change in admin mode, checked by
 * the same rules as on the board and queued through the outbox.
 */
export function ReturnToProductionModal({ row, departmentId, onClose }: { row: ProcessRecordRow; departmentId: string | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const announceQueuedSave = useAnnounceQueuedSave();
  const actorOf = useActorOf();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = `${row.product.name} · ${row.material?.name ?? row.responsibilityName}`;

  async function save() {
    const adminWarning = comment.trim();
    if (!adminWarning) {
      setError(translateServerMessage(i18n, PRODUCTION_MSG.commentRequired));
      return;
    }
    const box = {
      kind: row.kind,
      statusId: row.id,
      productId: row.product.productId,
      responsibilityId: row.responsibilityId,
      materialId: row.material?.materialId ?? null,
      temporaryMaterialId: row.material?.temporaryMaterialId ?? null,
      name,
    };
    const draft = { ...draftOf({ statusId: STATUS.late, warning: null, otherComment: null }), adminWarning };
    const refusal = await saveStatus(db, actorOf(true, departmentId), box, draft, { statusId: STATUS.late, warning: null, adminWarning, otherComment: null });
    if (refusal) {
      setError(translateServerMessage(i18n, refusal.message));
      return;
    }
    announceQueuedSave(translateServerMessage(i18n, PRODUCTION_MSG.returnedToProduction));
    onClose();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Kthe ne prodhim: ${name}`}
      footer={
        <Button onClick={() => void save()}>
          <Trans>Kthe ne prodhim</Trans>
        </Button>
      }
    >
      <p className="mb-3 text-base">
        {row.client.clientName}
        {row.project ? ` · ${row.project.name}` : ''}
      </p>
      <TextArea label={t`Komenti i administratorit`} required rows={3} value={comment} onChange={setComment} error={error} maxLength={1000} />
    </Modal>
  );
}
