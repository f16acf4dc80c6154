import type { ReactNode } from 'react';
import { useId } from 'react';
import { RequiredMark } from '../../../ui/RequiredMark';
import { errorClass, labelClass } from '../../../ui/fieldStyles';

interface ChoiceFieldsetProps {
  legend: ReactNode;
  required?: boolean;
  /** Already translated. */
  error?: string;
  children: ReactNode;
}

/** A named group of choices (checkboxes) whose error is read with the group. */
export function ChoiceFieldset({ legend, required = false, error, children }: ChoiceFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className={labelClass}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {children}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
