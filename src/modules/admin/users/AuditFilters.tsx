import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { auditQuery } from '../../../../domain/admin/audit.js';
import { ENTITY_NAMES } from '../../../../domain/entities.js';
import { parseWith, type FieldErrors } from '../../../../domain/validation.js';
import { translateFieldErrors } from '../../../app/serverMessages';
import { Button, DateInput, Select } from '../../../ui';
import type { AuditFilterValues } from './auditQueryString';

// The audit names rows by their table, which for every synced entity is the entity's name.
const TYPE_OPTIONS = [...ENTITY_NAMES].sort().map((name) => ({ value: name, label: name }));

/** Type and day range of the audit log; checked with the server's own query rules before it is asked. */
export function AuditFilters({ initial, onApply }: { initial: AuditFilterValues; onApply: (filters: AuditFilterValues) => void }) {
  const { i18n, t } = useLingui();
  const [filters, setFilters] = useState<AuditFilterValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function apply(event: FormEvent) {
    event.preventDefault();
    // The query leaves out a filter that is off; null is not a value the server would get.
    const parsed = parseWith(auditQuery, Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)));
    if (!parsed.ok) {
      setErrors(translateFieldErrors(i18n, parsed.errors));
      return;
    }
    setErrors({});
    onApply(filters);
  }

  return (
    <form onSubmit={apply} noValidate aria-label={t`Filtro regjistrin`} className="mb-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <Select
        label={<Trans>Lloji</Trans>}
        options={TYPE_OPTIONS}
        value={filters.auditableType}
        onChange={(auditableType) => setFilters({ ...filters, auditableType })}
        placeholder={t`Te gjitha`}
        error={errors.auditableType}
      />
      <DateInput label={<Trans>Data e fillimit</Trans>} value={filters.startDate} onChange={(startDate) => setFilters({ ...filters, startDate })} error={errors.startDate} />
      <DateInput label={<Trans>Data e mbarimit</Trans>} value={filters.endDate} onChange={(endDate) => setFilters({ ...filters, endDate })} error={errors.endDate} />
      <Button type="submit" className="self-end">
        <Trans>Filtro</Trans>
      </Button>
    </form>
  );
}
