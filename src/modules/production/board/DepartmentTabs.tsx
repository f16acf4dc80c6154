import { useLingui } from '@lingui/react/macro';

export interface DepartmentTabsProps {
  departments: readonly { id: string; name: string }[];
  /** The chosen department; null is the "all" tab where there is one. */
  value: string | null;
  onChange: (departmentId: string | null) => void;
  /** Departments where the user is admin: their tabs say so. */
  adminDepartments?: readonly string[];
  /** The label of a first tab for every department; no such tab without it. */
  allLabel?: string;
}

const TAB = 'min-h-11 rounded-md border-2 px-4 text-base font-semibold';
const tabClass = (selected: boolean) => `${TAB} ${selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`;

/** The department tabs of the production screens (spec 001 §2: the status board, the products with prices). */
export function DepartmentTabs({ departments, value, onChange, adminDepartments = [], allLabel }: DepartmentTabsProps) {
  const { t } = useLingui();
  return (
    <div role="tablist" aria-label={t`Repartet`} className="flex flex-wrap gap-2">
      {allLabel !== undefined && (
        <button type="button" role="tab" aria-selected={value === null} onClick={() => onChange(null)} className={tabClass(value === null)}>
          {allLabel}
        </button>
      )}
      {departments.map((d) => (
        <button key={d.id} type="button" role="tab" aria-selected={d.id === value} onClick={() => onChange(d.id)} className={tabClass(d.id === value)}>
          {d.name}
          {adminDepartments.includes(d.id) && <span className="ml-1 text-xs">({t`admin`})</span>}
        </button>
      ))}
    </div>
  );
}
