import { Plural, Trans } from '@lingui/react/macro';
import { Button, Modal } from '../../ui';
import type { LogoutStep } from './useLogout';

interface LogoutDialogProps {
  step: LogoutStep;
  unsent: number;
  /** A sync ran and some changes are still here (offline, or refused by the server). */
  syncTried: boolean;
  onSyncNow: () => void;
  onKeep: () => void;
  onCancel: () => void;
}

/** Asked before logout while changes wait in the outbox. */
export function LogoutDialog({ step, unsent, syncTried, onSyncNow, onKeep, onCancel }: LogoutDialogProps) {
  const syncing = step === 'syncing';
  const leaving = step === 'leaving';
  return (
    <Modal
      open={step !== 'idle' && (unsent > 0 || !leaving)}
      onClose={onCancel}
      title={<Trans>Ndryshime te padergura</Trans>}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} data-autofocus>
            <Trans>Anulo</Trans>
          </Button>
          <Button variant="secondary" onClick={onKeep} busy={leaving} disabled={syncing}>
            <Trans>Mbaji ne kete pajisje dhe dil</Trans>
          </Button>
          <Button onClick={onSyncNow} busy={syncing} disabled={leaving}>
            <Trans>Sinkronizo tani</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>
          <Plural
            value={unsent}
            one="# ndryshim ende nuk eshte derguar ne server."
            other="# ndryshime ende nuk jane derguar ne server."
          />
        </p>
        {syncTried && (
          <p role="alert" className="font-medium text-red-800">
            <Trans>Sinkronizimi nuk i dergoi te gjitha. Shikoni ndryshimet ne pritje ose mbajini ne kete pajisje.</Trans>
          </p>
        )}
        <p className="text-slate-700">
          <Trans>Nese i mbani, ato ruhen ne kete pajisje dhe dergohen kur te kyqeni perseri me kete perdorues.</Trans>
        </p>
      </div>
    </Modal>
  );
}
