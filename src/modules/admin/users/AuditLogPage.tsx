import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../../ui';
import { AuditFilters } from './AuditFilters';
import { NO_AUDIT_FILTERS, type AuditFilterValues } from './auditQueryString';
import { AuditResults } from './AuditResults';

/** /admin/audit-log: who changed what (GET admin/audits/show), read from the server while online. */
export function AuditLogPage() {
  // Each "Filtro" is a new read from the first page, even with the same filters (to see what is new).
  const [applied, setApplied] = useState<{ filters: AuditFilterValues; run: number }>({ filters: NO_AUDIT_FILTERS, run: 0 });
  return (
    <>
      <PageHeader title={<Trans>Regjistri i auditimit</Trans>} />
      <AuditFilters onApply={(filters) => setApplied((a) => ({ filters, run: a.run + 1 }))} />
      <AuditResults key={applied.run} filters={applied.filters} />
    </>
  );
}
