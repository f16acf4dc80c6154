import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { translateServerMessage } from '../../../app/serverMessages';
import { Table } from '../../../ui';
import { auditColumns } from './auditColumns';
import { AUDIT_PAGE_SIZE, auditQueryString, type AuditFilterValues } from './auditQueryString';
import { USER_ENDPOINTS } from '../../../../domain/admin/endpoints.js';
import { appendAuditRows, readAuditPage, type AuditRow } from './auditRows';
import { getFromServer } from '../../../app/reads/serverRead';
import { ReadSoFar } from '../../../app/reads/ReadSoFar';
import { ServerReadView } from '../../../app/reads/ServerReadView';
import { useServerRead } from '../../../app/reads/useServerRead';

/**
 * The audit rows of one filter, newest first: the first page from the server,
 * then older pages on demand. The table pages and sorts what has been read.
 */
export function AuditResults({ filters }: { filters: AuditFilterValues }) {
  const { i18n, t } = useLingui();
  const { result, reload } = useServerRead({ endpoint: USER_ENDPOINTS.audit, params: {}, query: auditQueryString(filters, 1) }, readAuditPage);
  const [older, setOlder] = useState<AuditRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const columns = useMemo(() => auditColumns(i18n), [i18n]);

  async function loadOlder(shown: number) {
    setLoading(true);
    setFailure(null);
    const page = Math.floor(shown / AUDIT_PAGE_SIZE) + 1;
    const answer = await getFromServer({ endpoint: USER_ENDPOINTS.audit, params: {}, query: auditQueryString(filters, page) });
    if (answer.kind === 'ok') setOlder((rows) => appendAuditRows(rows, readAuditPage(answer.body).rows));
    else setFailure(answer.kind === 'offline' ? t`Nuk ka lidhje me serverin. Provoni perseri kur te jeni ne internet.` : translateServerMessage(i18n, answer.message));
    setLoading(false);
  }

  return (
    <ServerReadView result={result} onRetry={reload}>
      {(first) => {
        const rows = appendAuditRows(first.rows, older);
        const shown = rows.length;
        const total = first.total;
        return (
          <div className="flex flex-col gap-3">
            <Table
              caption={t`Regjistri i auditimit`}
              columns={columns}
              rows={rows}
              getRowId={(row) => row.id}
              rowLabel={(row) => `${row.auditableType} ${row.event}`}
              initialSort={null}
              defaultPageSize={AUDIT_PAGE_SIZE}
            />
            <ReadSoFar shown={shown} total={total} more={shown < total ? { loading, load: () => void loadOlder(rows.length) } : null} />
            {failure && (
              <p role="alert" className="font-medium text-red-700">
                {failure}
              </p>
            )}
          </div>
        );
      }}
    </ServerReadView>
  );
}
