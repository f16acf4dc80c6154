import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { describedBy, useFieldIds } from './fieldIds';
import { controlClass } from './fieldStyles';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, 30 columns by 10 rows by default (spec 000 §9). */
export function TextArea({ label, value, onChange, hint, error, id, required, cols = 30, rows = 10, className = '', ref, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required}>
      <textarea
        ref={ref}
        id={ids.inputId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        cols={cols}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${controlClass(Boolean(error))} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
}
