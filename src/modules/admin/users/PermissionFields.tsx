import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '../../../../domain/permissions.js';
import { CheckboxGroup } from './CheckboxGroup';
import { PERMISSION_LABELS } from './permissionLabels';

interface PermissionFieldsProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The permission checkboxes: the domain's list, so they are there offline too; at least one is needed. */
export function PermissionFields({ value, onChange, error }: PermissionFieldsProps) {
  const { i18n } = useLingui();
  const options = PERMISSIONS.map((p) => ({ value: String(p.id), label: i18n._(PERMISSION_LABELS[p.key]) }));
  return (
    <CheckboxGroup
      legend={<Trans>Lejet</Trans>}
      options={options}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      error={error}
      required
    />
  );
}
