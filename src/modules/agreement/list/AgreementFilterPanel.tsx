import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { agreementFilterQuery } from '../../../../domain/agreement/queries.js';
import { AGREEMENT_STATUS_IDS } from '../../../../domain/agreement/statuses.js';
import { parseWith } from '../../../../domain/validation.js';
import { Button, DateInput, Select } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { AGREEMENT_STATUS_LABELS } from '../../../app/statusNames/agreementStatusNames';

/** The panel's choice as the device remembers it: a status (1–5) or none, and the start's range. */
export interface AgreementFilterChoice {
  status: string | null;
  start: string | null;
  end: string | null;
}

/**
 * The filter panel of /dashboard/agreements (spec 000 §2: status, start
 * date, end date, Filtro), applied with 'Filtro' and checked with GET
 * agreement/filter's own query schema (a start after the end is refused as
 * the server refuses it).
 */
export function AgreementFilterPanel({ applied, onApply }: { applied: AgreementFilterChoice; onApply: (choice: AgreementFilterChoice) => void }) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState(applied);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = parseWith(agreementFilterQuery, { agreementStatusId: typed.status ?? undefined, startDate: typed.start ?? '', endDate: typed.end ?? '' });
    setProblem(checked.ok ? null : translateServerMessage(i18n, checked.message));
    if (checked.ok) onApply(typed);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t`Filtri i marreveshjeve`} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-64 max-w-full">
        <Select
          label={t`Statusi`}
          options={AGREEMENT_STATUS_IDS.map((id) => ({ value: String(id), label: i18n._(AGREEMENT_STATUS_LABELS[id]) }))}
          searchable={false}
          value={typed.status}
          onChange={(status) => setTyped((c) => ({ ...c, status }))}
        />
      </div>
      <DateInput label={t`Data e fillimit`} value={typed.start} onChange={(start) => setTyped((c) => ({ ...c, start }))} error={problem} />
      <DateInput label={t`Data e mbarimit`} value={typed.end} onChange={(end) => setTyped((c) => ({ ...c, end }))} />
      <Button type="submit">
        <Trans>Filtro</Trans>
      </Button>
    </form>
  );
}
