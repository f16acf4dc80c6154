import type { ReactNode } from 'react';
import type { FieldIds } from './fieldIds';
import { FieldMessages } from './FieldMessages';
import { labelClass } from './fieldStyles';
import { RequiredMark } from './RequiredMark';

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}

/** Label above, control, then the error and the hint, linked by id (see describedBy). */
export function FieldFrame({ ids, label, hint, error, required = false, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label id={ids.labelId} htmlFor={ids.inputId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
