import type { ReactNode } from 'react';
import type { FieldIds } from './fieldIds';
import { FieldMessages } from './FieldMessages';
import { labelClass } from './fieldStyles';

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  required?: boolean;
  /** Where the label points; false when the control names itself (aria-labelledby). */
  labelFor?: boolean;
  children: ReactNode;
}

/** Label above, control, then the error and the hint, linked by id (see describedBy). */
export function FieldFrame({ ids, label, hint, error, required = false, labelFor = true, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1">
      <label id={`${ids.inputId}-label`} htmlFor={labelFor ? ids.inputId : undefined} className={labelClass}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
