import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldIds } from './fieldIds';
import { controlClass } from './fieldStyles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  /** Text shown after the input, e.g. "€" or "cm". */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line input; 255 characters at most unless told otherwise (spec 000 §5). */
export function TextField({ label, value, onChange, hint, error, suffix, id, required, maxLength = 255, className = '', ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={ids.inputId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          className={`${controlClass(Boolean(error))} ${className}`}
          {...rest}
        />
        {suffix && <span className="shrink-0 text-slate-700">{suffix}</span>}
      </div>
    </FieldFrame>
  );
}
