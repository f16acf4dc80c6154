import { useLingui } from '@lingui/react/macro';
import type { TicketKind } from '../../../../domain/service/rules.js';
import { isServiceStatus } from '../../../../domain/service/statuses.js';
import { DateInput, Select, TextArea, TextField, TimestampField, type SelectOption } from '../../../ui';
import { STATUS_IDS, STATUS_LABELS } from '../serviceLabels';
import type { ServiceDraft } from './serviceDraft';

export interface ServiceFormFieldsProps {
  kind: TicketKind;
  draft: ServiceDraft;
  onChange: (change: Partial<ServiceDraft>) => void;
  projectOptions: readonly SelectOption[];
  /** The chosen project's products (registered) or the articles (unregistered). */
  itemOptions: readonly SelectOption[];
  /** Translated, by body field (projectId, problem, firstname, …). */
  errors: Readonly<Record<string, string>>;
  canWrite: boolean;
}

/**
 * The service form's fields (spec 001 §2 "Service form"): the project
 * (registered) or the client's fields (unregistered), status and date, the
 * products or articles, problem and warning, and the start and end stamps.
 * Observers see them read-only (spec 001 §6).
 */
export function ServiceFormFields({ kind, draft, onChange, projectOptions, itemOptions, errors, canWrite }: ServiceFormFieldsProps) {
  const { t, i18n } = useLingui();
  const statusOptions = STATUS_IDS.map((id) => ({ value: String(id), label: i18n._(STATUS_LABELS[id]) }));
  const error = (field: string) => errors[field] ?? null;
  const client = (field: 'firstname' | 'lastname' | 'address' | 'city' | 'email' | 'phoneNumber', label: string, extra: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <TextField label={label} value={draft[field]} onChange={(value) => onChange({ [field]: value })} error={error(field)} readOnly={!canWrite} {...extra} />
  );
  return (
    <>
      {kind === 'registered' ? (
        <Select
          label={t`Projekti`}
          required
          options={projectOptions}
          value={draft.projectId}
          onChange={(projectId) => onChange({ projectId, productIds: [] })}
          error={error('projectId')}
          disabled={!canWrite}
        />
      ) : (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-semibold">{t`Klienti`}</legend>
          {client('firstname', t`Emri`, { required: true, autoComplete: 'off' })}
          {client('lastname', t`Mbiemri`, { required: true, autoComplete: 'off' })}
          {client('address', t`Adresa`)}
          {client('city', t`Qyteti`)}
          {client('email', t`Email`, { type: 'email' })}
          {client('phoneNumber', t`Telefoni`, { type: 'tel' })}
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t`Statusi`}
          required
          searchable={false}
          options={statusOptions}
          value={String(draft.statusId)}
          onChange={(value) => {
            const n = Number(value);
            if (isServiceStatus(n)) onChange({ statusId: n });
          }}
          error={error('servicingStatusId')}
          disabled={!canWrite}
        />
        <DateInput label={t`Data e servisimit`} value={draft.date} onChange={(date) => onChange({ date })} error={error('date')} disabled={!canWrite} />
      </div>
      {kind === 'registered' ? (
        <Select multiple label={t`Produktet`} options={itemOptions} value={draft.productIds} onChange={(productIds) => onChange({ productIds })} error={error('productId')} disabled={!canWrite} />
      ) : (
        <Select multiple label={t`Artikujt`} options={itemOptions} value={draft.articleIds} onChange={(articleIds) => onChange({ articleIds })} error={error('articleId')} disabled={!canWrite} />
      )}
      <TextArea label={t`Problemi`} required rows={4} value={draft.problem} onChange={(problem) => onChange({ problem })} error={error('problem')} readOnly={!canWrite} />
      <TextArea label={t`Verejtja`} rows={3} value={draft.warning} onChange={(warning) => onChange({ warning })} error={error('warning')} readOnly={!canWrite} />
      <div className="flex flex-wrap gap-4">
        <TimestampField label={t`Fillimi`} value={draft.start} onChange={(start) => onChange({ start })} canWrite={canWrite} />
        <TimestampField label={t`Mbarimi`} value={draft.end} onChange={(end) => onChange({ end })} canWrite={canWrite} />
      </div>
      {error('end') && (
        <p className="font-medium text-red-700">
          {error('end')}
        </p>
      )}
    </>
  );
}
