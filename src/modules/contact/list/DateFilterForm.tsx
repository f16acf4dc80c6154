import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { clientListQuery } from '../../../../domain/contact/clientQueries.js';
import { parseWith } from '../../../../domain/validation.js';
import { Button, DateInput } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';

export interface DateRange {
  from: string | null;
  to: string | null;
}

/**
 * The list's start and end dates (spec 000 §2), applied with 'Filtro'; a
 * start after the end is refused as GET clients refuses it. Either may be
 * left empty: no bound on that side.
 */
export function DateFilterForm({ applied, onApply }: { applied: DateRange; onApply: (range: DateRange) => void }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState<DateRange>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = parseWith(clientListQuery, { start: typed.from ?? '', end: typed.to ?? '' });
    setProblem(checked.ok ? null : translateServerMessage(i18n, checked.message));
    if (checked.ok) onApply(typed);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t`Filtri sipas dates`} className="flex flex-wrap items-end gap-3">
      <DateInput label={t`Nga data`} value={typed.from} onChange={(from) => setTyped((r) => ({ ...r, from }))} error={problem} />
      <DateInput label={t`Deri me daten`} value={typed.to} onChange={(to) => setTyped((r) => ({ ...r, to }))} />
      <Button type="submit">
        <Trans>Filtro</Trans>
      </Button>
    </form>
  );
}
