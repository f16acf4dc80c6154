import { useLingui } from '@lingui/react/macro';
import type { WarehouseRecordRead } from '../../../../domain/warehouse/reads.js';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { depositSlip } from './depositSlip';
import { slipDocument } from './slipDocument';
import { slipTexts } from './slipTexts';

/** A record's deposit slip: printed on A4, saved or shared as a PDF. The company is named by its code, which the device knows. */
export function SlipActions({ record, unitOf }: { record: WarehouseRecordRead; unitOf: (productId: string) => string }) {
  const { i18n, t } = useLingui();
  const session = useSignedInSession();
  return (
    <DocumentActions
      make={() => slipDocument(depositSlip(record, session.companyCode, unitOf), slipTexts(i18n))}
      labels={{ print: t`Printo`, download: t`Shkarko PDF`, subject: record.label }}
    />
  );
}
