import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field, Label } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './fieldStyles';
import { searchKey } from './searchText';
import { RequiredMark } from './RequiredMark';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectBaseProps {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Submitted with a native form, like a <select>. */
  name?: string;
  /** false: pick only, no typing (no on-screen keyboard on tablets for short lists). */
  searchable?: boolean;
}

export interface SingleSelectProps extends SelectBaseProps {
  multiple?: false;
  value: string | null;
  onChange: (value: string | null) => void;
}

export interface MultiSelectProps extends SelectBaseProps {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultiSelectProps;

/** More matches than this are not drawn; typing narrows them (long client or article lists). */
export const MAX_SHOWN_OPTIONS = 100;

/**
 * A searchable dropdown (Headless UI Combobox) for one or several values. With no
 * options — or no match — it says 'Nuk ka te dhena' (spec 000 §8).
 */
export function Select(props: SelectProps) {
  const { label, options, hint, error, required = false, disabled = false, placeholder, name, searchable = true } = props;
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const matches = useMemo(() => {
    const key = searchKey(query);
    return key === '' ? options : options.filter((o) => searchKey(o.label).includes(key));
  }, [options, query]);
  const shown = matches.slice(0, MAX_SHOWN_OPTIONS);
  const empty = options.length === 0;
  const noData = t`Nuk ka te dhena`;

  const selected = props.multiple ? props.value : props.value === null ? [] : [props.value];
  // Headless UI types the value as a union over `multiple`; narrow it at runtime instead of casting.
  const change = (next: unknown) => {
    if (props.multiple) {
      props.onChange(Array.isArray(next) ? next.filter((v): v is string => typeof v === 'string') : []);
    } else {
      props.onChange(typeof next === 'string' ? next : null);
      setQuery('');
    }
  };
  const remove = (value: string) => {
    if (props.multiple) props.onChange(props.value.filter((v) => v !== value));
    else props.onChange(null);
  };

  return (
    <Field disabled={disabled} className="flex flex-col gap-1">
      <Label className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {props.multiple && selected.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Te zgjedhura`}>
          {selected.map((value) => (
            <li key={value} className="inline-flex items-center rounded-full bg-brand-100 ps-3 text-brand-700">
              {labels.get(value) ?? value}
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(value)}
                aria-label={t`Hiq ${labels.get(value) ?? value}`}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-50"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        multiple={props.multiple}
        value={props.value}
        onChange={change}
        onClose={() => setQuery('')}
        invalid={Boolean(error)}
        name={name}
        immediate={!searchable}
      >
        <div className="relative flex">
          <ComboboxInput<string | string[] | null>
            className={[
              'block min-h-11 w-full rounded-md border bg-white py-2 ps-3 pe-24 text-base text-slate-900 placeholder:text-slate-500',
              'disabled:cursor-not-allowed disabled:bg-slate-100',
              error ? 'border-red-700' : 'border-slate-400',
              searchable ? '' : 'cursor-pointer caret-transparent',
            ].join(' ')}
            readOnly={!searchable}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            placeholder={empty ? noData : placeholder}
            autoComplete="off"
            displayValue={(value) => (typeof value === 'string' ? (labels.get(value) ?? '') : '')}
            onChange={(e) => setQuery(e.target.value)}
          />
          <div className="absolute inset-y-0 end-0 flex">
            {!props.multiple && !required && props.value !== null && (
              <button
                type="button"
                disabled={disabled}
                onClick={() => change(null)}
                aria-label={t`Pastro zgjedhjen`}
                className="inline-flex size-11 items-center justify-center text-slate-700"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
            <ComboboxButton aria-label={t`Hap listen`} className="inline-flex size-11 items-center justify-center text-slate-700">
              <span aria-hidden="true">▾</span>
            </ComboboxButton>
          </div>
        </div>
        <ComboboxOptions
          // Not modal: the field's label must stay readable (not aria-hidden) while the list is open.
          modal={false}
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg [--anchor-gap:4px]"
        >
          {shown.map((option) => (
            <ComboboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-brand-50 data-selected:font-semibold"
            >
              <span aria-hidden="true" className="w-4 text-brand-600">
                {selected.includes(option.value) ? '✓' : ''}
              </span>
              {option.label}
            </ComboboxOption>
          ))}
          {shown.length === 0 && <p className="px-3 py-2 text-slate-600">{noData}</p>}
          {matches.length > shown.length && (
            <p className="px-3 py-2 text-sm text-slate-600">
              <Trans>
                Shfaqen {shown.length} nga {matches.length}. Shkruani per te ngushtuar kerkimin.
              </Trans>
            </p>
          )}
        </ComboboxOptions>
      </Combobox>
      {error && <Description className={errorClass}>{error}</Description>}
      {hint && <Description className={hintClass}>{hint}</Description>}
    </Field>
  );
}
