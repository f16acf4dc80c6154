import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatTimestamp } from '../../../domain/format.js';
import { IMPRESSION_STATUS } from '../../../domain/impression/queries.js';
import { averageText } from '../../../domain/impression/rating.js';
import { MSG } from '../../../domain/messages.js';
import { useLocalDb } from '../../local';
import { Button, PageHeader, Table, type TableColumn } from '../../ui';
import { translateServerMessage } from '../../app/serverMessages';
import { impressionColumns } from './impressionColumns';
import { overallAverage, readImpressionList, readPendingProjects, type PendingProjectRow } from './impressionReads';

const route = getRouteApi('/signedIn/dashboard/impression/{-$statusId}');

/**
 * /dashboard/impression/{statusId?} (spec 001 §2): 1 — the default — the
 * projects installed and not yet rated, 2 every impression with the average
 * of them all; from the mirror, offline too. A row opens the rating form.
 */
export function ImpressionListPage() {
  const { statusId } = route.useParams();
  return Number(statusId) === IMPRESSION_STATUS.all ? <AllImpressions /> : <PendingProjects />;
}

function useOpenForm() {
  const navigate = useNavigate();
  return (row: { clientId: string; projectId: string }) =>
    void navigate({ to: '/dashboard/impression/create/$clientId/$projectId/{-$authToken}', params: { clientId: row.clientId, projectId: row.projectId, authToken: undefined } });
}

function PendingProjects() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const rows = useLiveQuery(() => readPendingProjects(db), [db]);
  const open = useOpenForm();
  const columns: TableColumn<PendingProjectRow>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.clientName },
    { id: 'project', header: t`Projekti`, value: (r) => r.projectName },
    { id: 'installed', header: t`Instalimi perfundoi`, value: (r) => r.installedAt ?? '', cell: (r) => (r.installedAt ? formatTimestamp(r.installedAt) : t`Ne proces`), hideOnMobile: true },
    {
      id: 'rate',
      header: t`Vleresimi`,
      value: () => '',
      sortable: false,
      exportable: false,
      cell: (r) => (
        <Button variant="secondary" onClick={() => open(r)}>
          {t`Vlereso`}
          <span className="sr-only">: {r.projectName}</span>
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={<Trans>Projektet ne pritje te pershtypjes</Trans>} />
      <Table
        caption={t`Projektet ne pritje te pershtypjes`}
        columns={columns}
        rows={rows}
        loading={rows === undefined}
        getRowId={(r) => r.projectId}
        summaryOf={(r) => ({ clientId: r.clientId, projectId: r.projectId })}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="pershtypjet-ne-pritje"
      />
    </>
  );
}

function AllImpressions() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const rows = useLiveQuery(() => readImpressionList(db), [db]);
  const open = useOpenForm();
  const average = rows && overallAverage(rows);
  return (
    <>
      <PageHeader
        title={<Trans>Pershtypjet</Trans>}
        description={average !== undefined && average !== null ? <Trans>Mesatarja e pergjithshme: {averageText(average)}</Trans> : undefined}
      />
      <Table
        caption={t`Pershtypjet`}
        columns={impressionColumns(i18n)}
        rows={rows}
        loading={rows === undefined}
        getRowId={(r) => r.id}
        summaryOf={(r) => ({ clientId: r.clientId, projectId: r.projectId })}
        rowLabel={(r) => `${r.clientName} ${r.projectName}`}
        onEdit={open}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="pershtypjet"
      />
    </>
  );
}
