import { Trans } from '@lingui/react/macro';
import { Select } from '../../../ui';
import { useLookupOptions } from './useLookupOptions';

/** The department a production process belongs to (its status board tab); optional. */
export function DepartmentSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const options = useLookupOptions('departments');
  return <Select label={<Trans>Reparti</Trans>} options={options ?? []} value={value || null} onChange={(id) => onChange(id ?? '')} error={error} />;
}
