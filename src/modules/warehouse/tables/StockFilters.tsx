import { useLingui } from '@lingui/react/macro';
import { Select } from '../../../ui';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { DESTINATION_LABELS } from '../../../app/filters/destinationLabels';

export type StockFilterValues = {
  departmentId: string | null;
  destination: string | null;
  start: string | null;
  end: string | null;
};

export const NO_STOCK_FILTERS: StockFilterValues = { departmentId: null, destination: null, start: null, end: null };

/** The query of GET warehouse/show and products/warehouse-products (domain/warehouse/queries.ts stockQuery) from the filters. */
export const stockQueryOf = (f: StockFilterValues) => ({
  departmentId: f.departmentId ?? undefined,
  shipmentDestinationId: f.destination ? (Number(f.destination) as 1 | 2 | 3) : undefined,
  start: f.start ?? undefined,
  end: f.end ?? undefined,
});

/** Department, destination and dates (spec 001 §2 stock condition, warehouse products): the production archive's filters. */
export function StockFilters({ value, onChange }: { value: StockFilterValues; onChange: (change: Partial<StockFilterValues>) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="no-print mb-4 flex flex-wrap items-end gap-4">
      <div className="w-64 max-w-full">
        <DepartmentFilter value={value.departmentId} onChange={(departmentId) => onChange({ departmentId })} />
      </div>
      <div className="w-56 max-w-full">
        <Select
          label={t`Destinacioni`}
          options={Object.entries(DESTINATION_LABELS).map(([v, label]) => ({ value: v, label: i18n._(label) }))}
          value={value.destination}
          onChange={(destination) => onChange({ destination })}
          placeholder={t`Te gjitha`}
          searchable={false}
        />
      </div>
      <DateRangeFilter value={{ start: value.start, end: value.end }} onChange={(r) => onChange(r)} />
    </div>
  );
}
