import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, type ToastApi, type ToastKind } from './toastContext';
import { ToastMessage } from './ToastMessage';

interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
}

let nextId = 0;

/**
 * Holds the toasts and renders them, newest last, in a polite live region. The
 * region is a direct child of <body>, outside the app root, so an open Modal
 * (which makes the rest of the app inert) does not silence or freeze it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [toasts, setToasts] = useState<Toast[]>([]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind) => (text: string) => {
      nextId += 1;
      const id = `toast-${nextId}`;
      setToasts((list) => [...list, { id, kind, text }]);
      return id;
    };
    return { success: show('success'), error: show('error'), info: show('info'), dismiss };
  }, [dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <section aria-label={t`Njoftimet`} className="no-print pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3 sm:inset-x-auto sm:top-0 sm:right-0 sm:bottom-auto">
          <ul aria-live="polite" className="flex w-full max-w-md flex-col gap-2">
            {toasts.map((toast) => (
              <ToastMessage key={toast.id} {...toast} onDismiss={dismiss} />
            ))}
          </ul>
        </section>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
