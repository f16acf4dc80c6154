import type { ReactNode } from 'react';
import type { FieldIds } from './fieldIds';
import { errorClass, hintClass } from './fieldStyles';

export interface FieldMessagesProps {
  ids: FieldIds;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  /** Read the error out as soon as it appears (for errors that come after an action, not a submit). */
  announce?: boolean;
}

/** The error and hint under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ ids, hint, error, announce = false }: FieldMessagesProps) {
  return (
    <>
      {error && (
        <p id={ids.errorId} role={announce ? 'alert' : undefined} className={errorClass}>
          {error}
        </p>
      )}
      {hint && (
        <p id={ids.hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </>
  );
}
