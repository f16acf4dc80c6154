import { useLingui } from '@lingui/react/macro';
import { rangeRefusal } from '../../../domain/production/dates.js';
import { DateInput, useToast } from '../../ui';
import { translateServerMessage } from '../../app/serverMessages';

export interface DateRange {
  start: string | null;
  end: string | null;
}

/**
 * A filter's date range (spec 001 §5): a start after the end says
 * 'Data e fillimit duhet te jete para dates se mbarimit!' and clears the
 * remembered range.
 */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const set = (next: DateRange) => {
    const refusal = rangeRefusal(next);
    if (refusal) {
      toast.error(translateServerMessage(i18n, refusal));
      onChange({ start: null, end: null });
      return;
    }
    onChange(next);
  };
  return (
    <div className="flex flex-wrap gap-3">
      <DateInput label={t`Nga data`} value={value.start} onChange={(start) => set({ ...value, start })} />
      <DateInput label={t`Deri me daten`} value={value.end} onChange={(end) => set({ ...value, end })} />
    </div>
  );
}
