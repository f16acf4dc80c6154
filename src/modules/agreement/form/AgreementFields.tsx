import { useLingui } from '@lingui/react/macro';
import { AGREEMENT_STATUS } from '../../../../domain/agreement/statuses.js';
import { DateInput, Money, MoneyInput, Select, TextArea } from '../../../ui';
import { AGREEMENT_STATUS_LABELS } from '../../../app/statusNames/agreementStatusNames';
import { remainingDebt, type AgreementDraft } from './agreementDraft';

export interface AgreementFieldsProps {
  draft: AgreementDraft;
  onChange: (patch: Partial<AgreementDraft>, at?: 'now' | 'soon') => void;
  /** The offer's discounted total, which the agreement signs (spec 000 §5). */
  total: number;
  /** The stored agreement is canceled: clearing the status returns it to production. */
  wasCanceled: boolean;
  canWrite: boolean;
  errors: Record<string, string>;
}

/**
 * The agreement's fields (spec 000 §2): the status select offering only
 * 'E anuluar' (§4), prepaid, the remaining debt computed as it is typed
 * (total − prepaid, rounded up to the cent), the total, the finalization's
 * start and end, and the comment.
 */
export function AgreementFields({ draft, onChange, total, wasCanceled, canWrite, errors }: AgreementFieldsProps) {
  const { t, i18n } = useLingui();
  const error = (field: string) => errors[field] ?? null;
  const debt = remainingDebt(total, draft.prepaid);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div data-field="agreementStatusId" className="flex flex-col gap-2">
        <Select
          label={t`Statusi`}
          options={[{ value: String(AGREEMENT_STATUS.canceled), label: i18n._(AGREEMENT_STATUS_LABELS[AGREEMENT_STATUS.canceled]) }]}
          value={draft.canceled ? String(AGREEMENT_STATUS.canceled) : null}
          onChange={(value) => onChange({ canceled: value === String(AGREEMENT_STATUS.canceled) })}
          searchable={false}
          disabled={!canWrite}
          error={error('agreementStatusId')}
        />
        {wasCanceled && !draft.canceled && (
          <p role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-2 text-amber-900">
            {t`Kujdes: pa statusin 'E anuluar' marreveshja kthehet ne prodhim.`}
          </p>
        )}
      </div>
      <MoneyInput label={t`Parapagimi`} value={draft.prepaid} onChange={(prepaid) => onChange({ prepaid }, 'soon')} disabled={!canWrite} error={error('prepaid')} />
      <dl className="grid grid-cols-2 gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 md:col-span-2">
        <dt className="font-medium text-slate-700">{t`Totali`}</dt>
        <dd data-agreement-total>
          <Money value={total} />
        </dd>
        <dt className="font-medium text-slate-700">{t`Borxhi i mbetur`}</dt>
        <dd data-agreement-debt>{debt === null ? '—' : <Money value={debt} />}</dd>
      </dl>
      <DateInput label={t`Fillimi i finalizimit`} value={draft.start} onChange={(start) => onChange({ start })} required disabled={!canWrite} error={error('start')} />
      <DateInput label={t`Perfundimi i finalizimit`} value={draft.end} onChange={(end) => onChange({ end })} disabled={!canWrite} error={error('end')} />
      <div className="md:col-span-2">
        <TextArea label={t`Komenti`} value={draft.comment} onChange={(comment) => onChange({ comment }, 'soon')} readOnly={!canWrite} error={error('comment')} className="max-w-full" />
      </div>
    </div>
  );
}
