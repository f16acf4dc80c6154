import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to "Delete" / "Cancel" (translated). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button; true by default since this dialog guards destructive actions. */
  destructive?: boolean;
  /** The confirmed action is running: the confirm button spins and nothing else can be pressed. */
  busy?: boolean;
}

/** Asks before a destructive action. Focus starts on Cancel, so a stray Enter never deletes. */
export function ConfirmDialog({ open, title, message, onConfirm, onCancel, confirmLabel, cancelLabel, destructive = true, busy = false }: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel ?? t`Anulo`}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t`Fshij`}
          </Button>
        </>
      }
    >
      {message && <div className="text-slate-800">{message}</div>}
    </Modal>
  );
}
