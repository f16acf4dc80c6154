import type { ReactNode } from 'react';
import { Checkbox, type SelectOption } from '../../../ui';
import { ChoiceFieldset } from './ChoiceFieldset';

interface CheckboxGroupProps {
  legend: ReactNode;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Already translated. */
  error?: string;
  required?: boolean;
}

/** A named group of checkboxes choosing several values. */
export function CheckboxGroup({ legend, options, value, onChange, error, required = false }: CheckboxGroupProps) {
  const toggle = (option: string, on: boolean) => onChange(on ? [...value, option] : value.filter((v) => v !== option));
  return (
    <ChoiceFieldset legend={legend} required={required} error={error}>
      <ul className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <li key={option.value}>
            <Checkbox label={option.label} checked={value.includes(option.value)} onChange={(on) => toggle(option.value, on)} />
          </li>
        ))}
      </ul>
    </ChoiceFieldset>
  );
}
