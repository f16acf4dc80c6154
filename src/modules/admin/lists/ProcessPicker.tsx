import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { LoadingState } from '../../../ui';
import { useLookupOptions } from './useLookupOptions';

interface ProcessPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Already translated. */
  error?: string;
}

/**
 * The processes a material (or article type) goes through. The order of
 * selection is the order of production, so each ticked process shows its number.
 */
export function ProcessPicker({ value, onChange, error }: ProcessPickerProps) {
  const options = useLookupOptions('responsibilities');
  const errorId = useId();
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="font-medium text-slate-800">
        <Trans>Proceset (sipas rendit te zgjedhjes)</Trans>
      </legend>
      {options === undefined ? (
        <LoadingState />
      ) : options.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nuk ka procese. Krijoni se pari proceset.</Trans>
        </p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {options.map((option) => {
            const position = value.indexOf(option.value) + 1;
            return (
              <li key={option.value}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-brand-50">
                  <input type="checkbox" checked={position > 0} onChange={() => toggle(option.value)} className="size-6 shrink-0 accent-brand-600" />
                  {position > 0 ? (
                    <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                      <span className="sr-only">
                        <Trans>Radha</Trans>{' '}
                      </span>
                      {position}
                    </span>
                  ) : (
                    <span aria-hidden="true" className="size-7 shrink-0 rounded-full bg-slate-100" />
                  )}
                  <span>{option.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
