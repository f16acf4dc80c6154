import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MSG } from '../../../domain/messages.js';
import { Button, useToast } from '../../ui';
import { translateServerMessage } from '../serverMessages';
import { imagesOf, type PrintDocument } from './printDocument';
import { PrintSheet } from './PrintSheet';
import { canSharePdf, sharePdf } from './sharePdf';
import { downloadBlob } from '../../ui/tableExport';

/** The buttons' names, as each screen words them; `subject` tells a screen reader which row's document it is. */
export interface DocumentActionLabels {
  print: string;
  download: string;
  /** 'Ndaj PDF' unless the screen words it otherwise. */
  share?: string;
  subject?: string;
}

/** Waits until every image of the sheet is decoded: the browser lays out the print at once. */
async function imagesReady(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('.print-sheet img')];
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
}

/**
 * Print, download and (where the device can share files) share one
 * document: the A4 print view and the PDF both draw the model `make` builds,
 * offline alike. The PDF code is loaded on first use (its own chunk).
 */
export function DocumentActions({ make, labels }: { make: () => PrintDocument | Promise<PrintDocument>; labels: DocumentActionLabels }) {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const [sheet, setSheet] = useState<{ document: PrintDocument; urls: Map<Blob, string> } | null>(null);
  const [busy, setBusy] = useState<'print' | 'download' | 'share' | null>(null);
  const [sharing] = useState(canSharePdf);
  const failed = () => toast.error(translateServerMessage(i18n, MSG.somethingWrong));

  const printNow = (d: PrintDocument) => {
    const urls = new Map(imagesOf(d).map((b) => [b, URL.createObjectURL(b)]));
    const done = () => {
      setSheet(null);
      for (const u of urls.values()) URL.revokeObjectURL(u);
    };
    // The sheet must be in the page before the browser lays out the print.
    flushSync(() => setSheet({ document: d, urls }));
    if (urls.size === 0) {
      window.print();
      done();
      return Promise.resolve();
    }
    return imagesReady()
      .then(() => window.print())
      .finally(done);
  };

  const print = async () => {
    const made = make();
    // A document at hand prints within the click (the browser's print dialog wants the user's gesture).
    if (!(made instanceof Promise)) return printNow(made).catch(failed);
    setBusy('print');
    try {
      await printNow(await made);
    } catch {
      failed();
    } finally {
      setBusy(null);
    }
  };

  const pdf = async (how: 'download' | 'share') => {
    setBusy(how);
    try {
      const [{ documentPdf }, d] = await Promise.all([import('./documentPdf'), make()]);
      const blob = await documentPdf(d);
      if (how === 'share') await sharePdf(blob, d.fileName, d.title);
      else downloadBlob(blob, d.fileName);
    } catch {
      failed();
    } finally {
      setBusy(null);
    }
  };

  const subject = labels.subject ? <span className="sr-only">{`: ${labels.subject}`}</span> : null;
  return (
    <>
      <Button variant="secondary" onClick={() => void print()} busy={busy === 'print'}>
        {labels.print}
        {subject}
      </Button>
      <Button variant="secondary" onClick={() => void pdf('download')} busy={busy === 'download'}>
        {labels.download}
        {subject}
      </Button>
      {sharing && (
        <Button variant="secondary" onClick={() => void pdf('share')} busy={busy === 'share'}>
          {labels.share ?? t`Ndaj PDF`}
          {subject}
        </Button>
      )}
      {sheet && <PrintSheet document={sheet.document} urls={sheet.urls} />}
    </>
  );
}
