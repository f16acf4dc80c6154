import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox, type SelectOption } from '../../../ui';
import { RequiredMark } from '../../../ui/RequiredMark';
import { errorClass, labelClass } from '../../../ui/fieldStyles';

interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Already translated. */
  error?: string;
  required?: boolean;
}

/** A named group of checkboxes choosing several values; its error is read with the group. */
export function CheckboxGroup({ legend, options, value, onChange, error, required = false }: CheckboxGroupProps) {
  const errorId = useId();
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className={labelClass}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <li key={option.value}>
            <Checkbox label={option.label} checked={value.includes(option.value)} onChange={(on) => toggle(option.value, on)} />
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
