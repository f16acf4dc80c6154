import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { formatTimestamp } from '../../../domain/format.js';
import { INSTALLATION_STATE } from '../../../domain/installation/rules.js';
import { MSG } from '../../../domain/messages.js';
import { PageHeader, Table, type TableColumn } from '../../ui';
import { archiveEditTarget } from '../../app/archive/editTargets';
import { useArchiveDelete } from '../../app/archive/useArchiveDelete';
import { translateServerMessage } from '../../app/serverMessages';
import { DateRangeFilter } from '../../app/filters/DateRangeFilter';
import { usePreferences } from '../../app/filters/planningPreferences';
import type { InstallationListRow } from './installationRows';
import { useInstallationRows } from './useInstallationRows';

/**
 * Installation's archive (spec 001 §2, shown by the archive screens of
 * src/app/archive/): the installations done (start and end set), by the day
 * they started, from the mirror. A row opens its installation's form; full
 * privileges delete it.
 */
export function InstallationArchivePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useArchiveDelete('installation');
  const [prefs, update] = usePreferences('installationArchive', { start: null as string | null, end: null as string | null });
  const rows = useInstallationRows({ status: INSTALLATION_STATE.complete, startDate: prefs.start ?? undefined, endDate: prefs.end ?? undefined });
  const columns: TableColumn<InstallationListRow>[] = [
    { id: 'project', header: t`Projekti`, value: (r) => r.project.name },
    { id: 'client', header: t`Klienti`, value: (r) => r.client.clientName },
    { id: 'code', header: t`Kodi i transportit`, value: (r) => r.code, hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (r) => r.installation?.installationStart ?? '', cell: (r) => formatTimestamp(r.installation?.installationStart) },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.installation?.installationEnd ?? '', cell: (r) => formatTimestamp(r.installation?.installationEnd), hideOnMobile: true },
    { id: 'conditional', header: t`Me kusht`, value: (r) => r.installation?.conditional === 1, hideOnMobile: true },
  ];
  return (
    <>
      <PageHeader title={<Trans>Arkiva e instalimeve</Trans>} />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <Table
        caption={t`Arkiva e instalimeve`}
        columns={columns}
        rows={rows}
        loading={rows === undefined}
        getRowId={(r) => r.key}
        rowLabel={(r) => `${r.client.clientName} · ${r.project.name}`}
        summaryOf={(r) => ({ clientId: r.client.id, projectId: r.project.id })}
        onEdit={(r) => void navigate({ href: archiveEditTarget('installation', { id: r.installation?.id ?? r.key, clientId: r.client.id, projectId: r.project.id, formTarget: r.formTarget }) })}
        onDelete={remove && ((r) => r.installation && remove(r.installation.id, `${r.client.clientName} · ${r.project.name}`))}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="arkiva-instalimeve"
        initialSort={{ columnId: 'start', direction: 'desc' }}
      />
    </>
  );
}
