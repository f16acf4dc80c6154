import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useLocalDb } from '../../local';
import { Select } from '../../ui';

/** The department filter of the planning screens: every department from the mirror, or all when none is chosen. */
export function DepartmentFilter({ value, onChange }: { value: string | null; onChange: (departmentId: string | null) => void }) {
  const { t } = useLingui();
  const db = useLocalDb();
  const departments = useLiveQuery(() => db.departments.orderBy('name').toArray(), [db]);
  const options = useMemo(() => (departments ?? []).map((d) => ({ value: d.id, label: d.name })), [departments]);
  const known = value !== null && options.some((o) => o.value === value) ? value : null;
  return <Select label={t`Reparti`} options={options} value={known} onChange={onChange} placeholder={t`Te gjitha repartet`} />;
}
