import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../ui';

/** The required equipment (every equipment of the company, decisions issue 12) with 'I have all' (spec 001 §2, §4). */
export function EquipmentChecklist({
  equipment,
  ticked,
  onChange,
  canWrite,
}: {
  equipment: readonly { id: string; name: string }[];
  ticked: readonly string[];
  onChange: (ticked: string[]) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const have = new Set(ticked);
  const all = equipment.length > 0 && equipment.every((e) => have.has(e.id));
  return (
    <fieldset className="flex flex-col gap-1 rounded-md border border-slate-300 bg-white p-3">
      <legend className="px-1 text-lg font-semibold">{t`Pajisjet e kerkuara`}</legend>
      <Checkbox label={<strong>{t`I kam te gjitha`}</strong>} checked={all} disabled={!canWrite} onChange={(on) => onChange(on ? equipment.map((e) => e.id) : [])} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {equipment.map((e) => (
          <Checkbox
            key={e.id}
            label={e.name}
            checked={have.has(e.id)}
            disabled={!canWrite}
            onChange={(on) => onChange(on ? [...ticked, e.id] : ticked.filter((id) => id !== e.id))}
          />
        ))}
      </div>
    </fieldset>
  );
}
