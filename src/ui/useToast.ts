import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toastContext';

/** Shows success, error and info toasts; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
