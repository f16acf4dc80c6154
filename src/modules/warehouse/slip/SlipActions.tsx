import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MSG } from '../../../../domain/messages.js';
import type { WarehouseRecordRead } from '../../../../domain/warehouse/reads.js';
import { Button, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { depositSlip } from './depositSlip';
import { PrintedSlip } from './PrintedSlip';
import { slipTexts } from './slipTexts';

/** A record's deposit slip: printed on A4 (print styles) or saved as a PDF. The company is named by its code, which the device knows. */
export function SlipActions({ record, unitOf }: { record: WarehouseRecordRead; unitOf: (productId: string) => string }) {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  const toast = useToast();
  const [printing, setPrinting] = useState(false);
  const [busy, setBusy] = useState(false);
  const slip = depositSlip(record, session.companyCode, unitOf);
  const texts = slipTexts(i18n);

  const print = () => {
    // The sheet must be in the page before the browser lays out the print.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  const download = async () => {
    setBusy(true);
    try {
      const { downloadSlipPdf } = await import('./slipPdf');
      await downloadSlipPdf(slip, texts);
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={print}>
        <Trans>Printo</Trans>
        <span className="sr-only">{`: ${record.label}`}</span>
      </Button>
      <Button variant="secondary" onClick={() => void download()} busy={busy}>
        <Trans>Shkarko PDF</Trans>
        <span className="sr-only">{`: ${record.label}`}</span>
      </Button>
      {printing && <PrintedSlip slip={slip} texts={texts} />}
    </>
  );
}
