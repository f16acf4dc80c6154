import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useLocalDb } from '../../../local';
import { Select } from '../../../ui';
import { swatchOf } from './colorSwatch';

export interface ColorFieldProps {
  value: string | null;
  onChange: (id: string | null) => void;
  disabled: boolean;
  error: string | null;
}

/** The measure's colour (spec 000 §3 productColor: a colour palette), from the mirror, with the chosen colour's swatch (colorSwatch.ts) beside it. */
export function ColorField({ value, onChange, disabled, error }: ColorFieldProps) {
  const { t } = useLingui();
  const db = useLocalDb();
  const palettes = useLiveQuery(() => db.colorPalettes.orderBy('name').toArray(), [db]);
  const options = useMemo(() => (palettes ?? []).map((p) => ({ value: p.id, label: p.name })), [palettes]);
  const chosen = options.find((o) => o.value === value);
  const swatch = chosen ? swatchOf(chosen.label) : null;
  return (
    <div className="flex items-end gap-2" data-field="productColor">
      <div className="min-w-0 flex-1">
        <Select label={t`Ngjyra`} options={options} value={value} onChange={onChange} disabled={disabled} error={error} />
      </div>
      <span
        aria-hidden="true"
        data-swatch={swatch ?? ''}
        className={`size-11 shrink-0 rounded-md border border-slate-400 ${swatch ? '' : 'bg-[repeating-linear-gradient(45deg,#e2e8f0_0_6px,#fff_6px_12px)]'}`}
        style={swatch ? { background: swatch } : undefined}
      />
    </div>
  );
}
