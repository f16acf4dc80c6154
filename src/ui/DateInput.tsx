import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { autoFormatTypedDate, formatDate, parseTypedDate } from '../../domain/format.js';
import { TextField } from './TextField';
import { useParsedText } from './useParsedText';

export interface DateInputProps {
  label: ReactNode;
  /** YYYY-MM-DD or null. */
  value: string | null;
  /** Receives YYYY-MM-DD, or null while the typed text is not a whole date. */
  onChange: (value: string | null) => void;
  hint?: ReactNode;
  /** Already translated; shown instead of the input's own "invalid date". */
  error?: string | null;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

const display = (value: string | null): string => formatDate(value, 'DD.MM.YYYY');

/**
 * A date typed as DD.MM.YYYY with the spec's auto-format (domain/format.ts) and
 * sent as YYYY-MM-DD. A four-digit year is sent as soon as it is typed; a
 * two-digit year becomes 20xx or 19xx when the field is left, so "01.03.20" is not
 * sent as 2020 while the user is still typing "2024".
 */
export function DateInput({ label, value, onChange, hint, error, id, name, required, disabled, onBlur, ref }: DateInputProps) {
  const { t } = useLingui();
  const { text, setText, invalid, setInvalid, emit } = useParsedText(value, onChange, display);

  return (
    <TextField
      ref={ref}
      id={id}
      name={name}
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={t`DD.MM.YYYY`}
      error={error ?? (invalid ? t`Data nuk eshte e vlefshme!` : null)}
      onChange={(raw) => {
        const next = autoFormatTypedDate(raw);
        setText(next);
        setInvalid(false);
        emit(/\.\d{4}$/.test(next) ? parseTypedDate(next) : null);
      }}
      onBlur={() => {
        const iso = parseTypedDate(text);
        if (iso) setText(display(iso));
        setInvalid(text !== '' && iso === null);
        emit(iso);
        onBlur?.();
      }}
    />
  );
}
