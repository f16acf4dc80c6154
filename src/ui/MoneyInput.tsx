import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { formatAmount, parseAmount, round2 } from '../../domain/format.js';
import { TextField } from './TextField';
import { useParsedText } from './useParsedText';

export interface MoneyInputProps {
  label: ReactNode;
  value: number | null;
  /** Receives the amount, or null while the text is blank or unreadable. */
  onChange: (value: number | null) => void;
  hint?: ReactNode;
  /** Already translated; shown instead of the input's own "invalid value". */
  error?: string | null;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

const display = (value: number | null): string => (value === null ? '' : formatAmount(value));

/**
 * An amount in euro: typed freely ("1234,5", "1'234.50"), shown with 2 decimals and
 * apostrophes once the field is left (spec 000 §5).
 */
export function MoneyInput({ label, value, onChange, hint, error, id, name, required, disabled, onBlur, ref }: MoneyInputProps) {
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
      inputMode="decimal"
      autoComplete="off"
      suffix="€"
      error={error ?? (invalid ? t`Vlera nuk eshte e vlefshme!` : null)}
      onChange={(raw) => {
        setText(raw);
        setInvalid(false);
        emit(parseAmount(raw));
      }}
      onBlur={() => {
        const amount = parseAmount(text);
        // Amounts have 2 decimals (spec 000 §9): what is shown is what is kept.
        const rounded = amount === null ? null : round2(amount);
        if (rounded !== null) setText(formatAmount(rounded));
        setInvalid(text.trim() !== '' && rounded === null);
        emit(rounded);
        onBlur?.();
      }}
    />
  );
}
