import { Trans } from '@lingui/react/macro';
import { Checkbox, LoadingState } from '../../../ui';
import { useLookupOptions } from '../lists/useLookupOptions';
import { ChoiceFieldset } from './ChoiceFieldset';
import type { UserDraft } from './userDraft';

type Departments = UserDraft['departments'];

interface DepartmentFieldsProps {
  value: Departments;
  onChange: (departments: Departments) => void;
  error?: string;
}

/**
 * The user's departments, each with an "administrator" box (spec 001 §3:
 * departmentId[] with isAdmin[]). A department administrator has admin mode
 * on that department's tab of the status board; the box is usable once the
 * department is ticked.
 */
export function DepartmentFields({ value, onChange, error }: DepartmentFieldsProps) {
  const options = useLookupOptions('departments');
  const entryOf = (id: string) => value.find((d) => d.departmentId === id);
  const setMember = (id: string, on: boolean) =>
    onChange(on ? [...value, { departmentId: id, isAdmin: false }] : value.filter((d) => d.departmentId !== id));
  const setAdmin = (id: string, isAdmin: boolean) => onChange(value.map((d) => (d.departmentId === id ? { ...d, isAdmin } : d)));

  return (
    <ChoiceFieldset legend={<Trans>Repartet dhe administrimi i tyre</Trans>} error={error}>
      {options === undefined ? (
        <LoadingState />
      ) : options.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nuk ka reparte.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {options.map((option) => {
            const entry = entryOf(option.value);
            return (
              <li key={option.value} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 sm:max-w-xl">
                <Checkbox label={option.label} checked={entry !== undefined} onChange={(on) => setMember(option.value, on)} />
                <Checkbox
                  label={
                    <>
                      <Trans>Administrator</Trans>
                      <span className="sr-only"> — {option.label}</span>
                    </>
                  }
                  checked={entry?.isAdmin === true}
                  disabled={entry === undefined}
                  onChange={(on) => setAdmin(option.value, on)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </ChoiceFieldset>
  );
}
