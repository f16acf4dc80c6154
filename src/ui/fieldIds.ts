import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids tying a control to its label, hint and error text. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, labelId: `${inputId}-label`, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** aria-describedby for a control: its error first (read before the hint), then its hint. */
export function describedBy(ids: FieldIds, hint: unknown, error: string | null | undefined): string | undefined {
  const parts = [error ? ids.errorId : null, hint ? ids.hintId : null].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
