import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { rangeRefusal } from '../../../../domain/production/dates.js';
import { Button, DateInput, Select, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { OFFER_STATUS_NAMES, OFFER_STATUS_ORDER } from '../../../app/statusNames/offerStatusNames';

export type OfferFilterValue = {
  /** A status id as text, or null for all. */
  status: string | null;
  start: string | null;
  end: string | null;
};

/**
 * The offers' filter panel (spec 000 §2, §7 offer/filter: offerStatusId,
 * startDate, endDate): chosen here, applied with Filtro; a start after the
 * end is refused ('Data e fillimit duhet te jete para dates se mbarimit!').
 */
export function OfferFilterPanel({ value, onFilter }: { value: OfferFilterValue; onFilter: (next: OfferFilterValue) => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [chosen, setChosen] = useState(value);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const refusal = rangeRefusal({ start: chosen.start, end: chosen.end });
    if (refusal) return toast.error(translateServerMessage(i18n, refusal));
    onFilter(chosen);
  };
  return (
    <form onSubmit={apply} aria-label={t`Filtri i ofertave`} className="mb-4 flex flex-wrap items-end gap-4">
      <div className="w-64 max-w-full">
        <Select
          label={t`Statusi`}
          options={OFFER_STATUS_ORDER.map((id) => ({ value: String(id), label: i18n._(OFFER_STATUS_NAMES[id]) }))}
          searchable={false}
          value={chosen.status}
          onChange={(status) => setChosen({ ...chosen, status })}
        />
      </div>
      <DateInput label={t`Nga data`} value={chosen.start} onChange={(start) => setChosen({ ...chosen, start })} />
      <DateInput label={t`Deri me daten`} value={chosen.end} onChange={(end) => setChosen({ ...chosen, end })} />
      <Button type="submit">{t`Filtro`}</Button>
    </form>
  );
}
