import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MSG } from '../../../../domain/messages.js';
import { Button, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import type { InstallationDraft } from '../form/installationDraft';
import type { InstallationFormSources } from '../form/readInstallationForm';
import type { QueuedSaves } from '../form/useQueuedSaves';
import { installationReport, type InstallationReport } from './installationReport';
import { PrintedReport, type ReportUrls } from './PrintedReport';
import { reportTexts } from './reportTexts';

/** Waits until every image of the sheet is decoded: the browser lays out the print at once. */
async function imagesReady(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('.print-sheet img')];
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
}

/**
 * The installation report (issue 13): printed on A4 (print styles) or saved
 * as a PDF, both offline. The company is named by its code, which the
 * device knows.
 */
export function ReportActions({ sources, draft, queued }: { sources: InstallationFormSources; draft: InstallationDraft; queued: QueuedSaves }) {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  const toast = useToast();
  const [sheet, setSheet] = useState<{ report: InstallationReport; urls: ReportUrls } | null>(null);
  const [busy, setBusy] = useState<'print' | 'pdf' | null>(null);
  const texts = reportTexts(i18n);
  const build = () => installationReport(session.companyCode, sources, draft, queued);

  const print = async () => {
    setBusy('print');
    const made: string[] = [];
    const url = (blob: Blob | null) => {
      if (!blob) return null;
      const u = URL.createObjectURL(blob);
      made.push(u);
      return u;
    };
    try {
      const report = await build();
      const urls: ReportUrls = { photos: report.photos.map((p) => url(p)!), installerSignature: url(report.installerSignature), clientSignature: url(report.clientSignature) };
      // The sheet must be in the page, its images decoded, before the browser lays out the print.
      flushSync(() => setSheet({ report, urls }));
      await imagesReady();
      window.print();
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setSheet(null);
      for (const u of made) URL.revokeObjectURL(u);
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('pdf');
    try {
      const [{ downloadReportPdf }, report] = await Promise.all([import('./reportPdf'), build()]);
      await downloadReportPdf(report, texts);
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void print()} busy={busy === 'print'}>
        <Trans>Printo raportin</Trans>
      </Button>
      <Button variant="secondary" onClick={() => void download()} busy={busy === 'pdf'}>
        <Trans>Shkarko raportin PDF</Trans>
      </Button>
      {sheet && <PrintedReport report={sheet.report} urls={sheet.urls} texts={texts} />}
    </>
  );
}
