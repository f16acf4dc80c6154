import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../ui';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';

export type RecordFilterValues = {
  start: string | null;
  end: string | null;
  withoutTransport: number;
  withoutInstallation: number;
};

export const NO_RECORD_FILTERS: RecordFilterValues = { start: null, end: null, withoutTransport: 0, withoutInstallation: 0 };

/** The query of GET warehouse-records-clients / -view-all (domain/warehouse/queries.ts recordsQuery) from the filters. */
export const recordQueryOf = (f: RecordFilterValues) => ({
  start: f.start ?? undefined,
  end: f.end ?? undefined,
  withoutTransportFilter: f.withoutTransport === 1,
  withoutInstallationFilter: f.withoutInstallation === 1,
});

/** Dates, and for all clients 'without transport' and 'without installation' (spec 001 §2). */
export function RecordFilters({ value, onChange, flags }: { value: RecordFilterValues; onChange: (change: Partial<RecordFilterValues>) => void; flags: boolean }) {
  const { t } = useLingui();
  return (
    <div className="no-print mb-4 flex flex-wrap items-end gap-4">
      <DateRangeFilter value={{ start: value.start, end: value.end }} onChange={(r) => onChange(r)} />
      {flags && (
        <>
          <Checkbox label={t`Pa transport`} checked={value.withoutTransport === 1} onChange={(on) => onChange({ withoutTransport: on ? 1 : 0 })} />
          <Checkbox label={t`Pa instalim`} checked={value.withoutInstallation === 1} onChange={(on) => onChange({ withoutInstallation: on ? 1 : 0 })} />
        </>
      )}
    </div>
  );
}
