import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../ui';

export interface MonthRange {
  /** YYYY-MM */
  from: string;
  to: string;
}

/** Months between two YYYY-MM months, both counted. */
export const monthsIn = (range: MonthRange): number => {
  const [fy, fm] = range.from.split('-').map(Number) as [number, number];
  const [ty, tm] = range.to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
};

/** The calendar's month-range picker (spec 001 §2): the first and the last month shown at once. */
export function MonthRangePicker({ value, onChange }: { value: MonthRange; onChange: (range: MonthRange) => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-3">
      <TextField type="month" label={t`Nga muaji`} value={value.from} onChange={(from) => from && onChange({ ...value, from })} />
      <TextField type="month" label={t`Deri ne muajin`} value={value.to} onChange={(to) => to && onChange({ ...value, to })} />
    </div>
  );
}
