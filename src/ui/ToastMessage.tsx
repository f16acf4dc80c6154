import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS, type ToastKind } from './toastContext';

export interface ToastMessageProps {
  id: string;
  kind: ToastKind;
  text: string;
  onDismiss: (id: string) => void;
}

const looks: Record<ToastKind, { box: string; mark: string }> = {
  success: { box: 'border-green-700 bg-green-50 text-green-900', mark: '✓' },
  error: { box: 'border-red-700 bg-red-50 text-red-900', mark: '!' },
  info: { box: 'border-brand-600 bg-brand-50 text-brand-700', mark: 'i' },
};

/**
 * One toast. It closes after 4000 ms, but the clock stops while a pointer rests on
 * it or focus is inside it (WCAG 2.2.1), and resumes with the time that was left.
 */
export function ToastMessage({ id, kind, text, onDismiss }: ToastMessageProps) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, id, onDismiss]);

  const kindLabel = { success: t`Sukses:`, error: t`Gabim:`, info: t`Njoftim:` }[kind];
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-3 shadow-lg ${looks[kind].box}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span aria-hidden="true" className="mt-2 w-4 text-center font-bold">
        {looks[kind].mark}
      </span>
      <p className="flex-1 py-2">
        <span className="sr-only">{kindLabel} </span>
        {text}
      </p>
      <button
        type="button"
        onClick={() => onDismiss(id)}
        aria-label={t`Mbyll njoftimin`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl hover:bg-black/5"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
