import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click outside, or the close button. */
  onClose: () => void;
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Save / Cancel. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alertdialog' for a question that interrupts (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl', xl: 'sm:max-w-6xl' } as const;

/**
 * A dialog on Headless UI: focus moves in (to the first `data-autofocus` element or
 * the first focusable one), stays trapped, and returns to the opener on close.
 * A full-width sheet on phones, centred from 640 px.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', role = 'dialog' }: ModalProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} role={role} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/50" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[92dvh] w-full flex-col rounded-t-xl bg-white shadow-xl sm:rounded-xl ${widths[size]}`}
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <DialogTitle className="pt-2 text-xl font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Mbyll`}
              className="no-print inline-flex size-11 shrink-0 items-center justify-center rounded-md text-2xl text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="overflow-y-auto px-4 py-4">{children}</div>
          {footer && <div className="no-print flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
