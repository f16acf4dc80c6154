import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { PageHeader } from '../../../ui';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { AuditFilters } from './AuditFilters';
import { NO_AUDIT_FILTERS, type AuditFilterValues } from './auditQueryString';
import { AuditResults } from './AuditResults';

/** /admin/audit-log: who changed what (GET admin/audits/show), read from the server while online. */
export function AuditLogPage() {
  // The filters last applied stay on the device (issue 16); each "Filtro" is a new read from the first page, even with the same filters (to see what is new).
  const [remembered, remember] = usePreferences('auditLog', NO_AUDIT_FILTERS);
  const [applied, setApplied] = useState<{ filters: AuditFilterValues; run: number }>({ filters: remembered, run: 0 });
  return (
    <>
      <PageHeader title={<Trans>Regjistri i auditimit</Trans>} />
      <AuditFilters
        initial={remembered}
        onApply={(filters) => {
          remember(filters);
          setApplied((a) => ({ filters, run: a.run + 1 }));
        }}
      />
      <AuditResults key={applied.run} filters={applied.filters} />
    </>
  );
}
