import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** Spec 000 §9 and 001 §9: toasts close by themselves after 4000 ms. */
export const TOAST_AUTO_CLOSE_MS = 4000;

export interface ToastApi {
  /** Each takes an already translated text and returns the toast's id. */
  success: (text: string) => string;
  error: (text: string) => string;
  info: (text: string) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
