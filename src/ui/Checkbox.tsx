import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, useFieldIds } from './fieldIds';
import { FieldMessages } from './FieldMessages';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox whose whole label row (≥ 44 px) is the touch target. */
export function Checkbox({ label, checked, onChange, hint, error, id, ref, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.inputId} className="inline-flex min-h-11 cursor-pointer items-center gap-3 py-1">
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className="size-6 shrink-0 accent-brand-600"
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
