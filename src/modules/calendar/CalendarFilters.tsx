import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui';
import type { MonthRange } from './calendarItems';

export interface CalendarFiltersProps {
  range: MonthRange;
  onRange: (range: MonthRange) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** The calendar's month-range filter and search box (spec 000 §2): both narrow what is drawn; empty months are no bound. */
export function CalendarFilters({ range, onRange, search, onSearch }: CalendarFiltersProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-44">
        <TextField type="month" label={t`Nga muaji`} value={range.from} onChange={(from) => onRange({ ...range, from })} />
      </div>
      <div className="w-full sm:w-44">
        <TextField type="month" label={t`Deri ne muajin`} value={range.to} onChange={(to) => onRange({ ...range, to })} />
      </div>
      <div className="w-full sm:w-72">
        <TextField type="search" label={t`Kerko`} hint={t`Klienti, projekti ose titulli`} value={search} onChange={onSearch} />
      </div>
    </div>
  );
}
