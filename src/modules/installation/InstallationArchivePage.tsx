import { Trans, useLingui } from '@lingui/react/macro';
import { formatTimestamp } from '../../../domain/format.js';
import { INSTALLATION_STATE } from '../../../domain/installation/rules.js';
import { MSG } from '../../../domain/messages.js';
import { PageHeader, Table, type TableColumn } from '../../ui';
import { translateServerMessage } from '../../app/serverMessages';
import { DateRangeFilter } from '../../app/filters/DateRangeFilter';
import { usePreferences } from '../../app/filters/planningPreferences';
import type { InstallationListRow } from './installationRows';
import { useInstallationRows } from './useInstallationRows';

/**
 * /dashboard/installation/archive/{moduleName?} (spec 001 §2): the
 * installations done (start and end set), by the day they started, from the
 * mirror. The spec shows nothing the module name changes here; the path keeps
 * it so the archives' links of the modules' modal land on this screen.
 */
export function InstallationArchivePage() {
  const { t, i18n } = useLingui();
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
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="arkiva-instalimeve"
        initialSort={{ columnId: 'start', direction: 'desc' }}
      />
    </>
  );
}
