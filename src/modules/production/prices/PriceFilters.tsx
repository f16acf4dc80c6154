import { useLingui } from '@lingui/react/macro';
import { Select, TextField } from '../../../ui';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { MEASURE_LABELS } from './measureLabels';
import type { PricePreferences } from './pricePreferences';

/**
 * The prices screen's filters (spec 001 §2): client search, which date the
 * range filters (start or end), initial or final measurement, the date range
 * and the order. Not printed: the printout is the title, the total and the table.
 */
export function PriceFilters({ prefs, onChange }: { prefs: PricePreferences; onChange: (change: Partial<PricePreferences>) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="no-print mb-4 flex flex-wrap items-end gap-4">
      <div className="w-64 max-w-full">
        <TextField label={t`Kerko klientin`} type="search" value={prefs.search} onChange={(search) => onChange({ search })} />
      </div>
      <div className="w-56 max-w-full">
        <Select
          label={t`Filtro datat sipas`}
          options={[
            { value: 'start', label: t`Fillimit` },
            { value: 'end', label: t`Mbarimit` },
          ]}
          value={prefs.filterDatesBy}
          onChange={(filterDatesBy) => onChange({ filterDatesBy: filterDatesBy ?? 'start' })}
          searchable={false}
        />
      </div>
      <div className="w-56 max-w-full">
        <Select
          label={t`Matja`}
          options={([1, 2] as const).map((m) => ({ value: String(m), label: i18n._(MEASURE_LABELS[m]) }))}
          value={prefs.measure}
          onChange={(measure) => onChange({ measure })}
          placeholder={t`Te gjitha`}
          searchable={false}
        />
      </div>
      <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(range) => onChange(range)} />
      <div className="w-56 max-w-full">
        <Select
          label={t`Renditja`}
          options={[
            { value: 'asc', label: t`Me te hershmet para` },
            { value: 'desc', label: t`Me te vonat para` },
          ]}
          value={prefs.sort}
          onChange={(sort) => onChange({ sort: sort ?? 'asc' })}
          searchable={false}
        />
      </div>
    </div>
  );
}
