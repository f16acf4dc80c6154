import { useLingui } from '@lingui/react/macro';
import { readCompanyHeader } from '../../../app/documents/companyHeader';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useLocalDb } from '../../../local';
import type { InstallationDraft } from '../form/installationDraft';
import type { InstallationFormSources } from '../form/readInstallationForm';
import type { QueuedInstallationFiles } from '../form/useQueuedInstallationSaves';
import { installationReport } from './installationReport';
import { reportDocument } from './reportDocument';
import { reportTexts } from './reportTexts';

/**
 * The installation report (issue 13): printed on A4, saved or shared as a
 * PDF, all offline, under the company's header from its settings (issue 16).
 */
export function ReportActions({ sources, draft, queued }: { sources: InstallationFormSources; draft: InstallationDraft; queued: QueuedInstallationFiles }) {
  const { i18n, t } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  return (
    <DocumentActions
      make={async () => reportDocument(await installationReport(await readCompanyHeader(db, i18n, session.companyCode), sources, draft, queued), reportTexts(i18n))}
      labels={{ print: t`Printo raportin`, download: t`Shkarko raportin PDF` }}
    />
  );
}
