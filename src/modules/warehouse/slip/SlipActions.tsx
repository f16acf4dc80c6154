import { useLingui } from '@lingui/react/macro';
import type { WarehouseRecordRead } from '../../../../domain/warehouse/reads.js';
import { readCompanyHeader } from '../../../app/documents/companyHeader';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useLocalDb } from '../../../local';
import { depositSlip } from './depositSlip';
import { slipDocument } from './slipDocument';
import { slipTexts } from './slipTexts';

/** A record's deposit slip: printed on A4, saved or shared as a PDF, under the company's header from its settings (issue 16). */
export function SlipActions({ record, unitOf }: { record: WarehouseRecordRead; unitOf: (productId: string) => string }) {
  const { i18n, t } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  return (
    <DocumentActions
      make={async () => slipDocument(depositSlip(record, await readCompanyHeader(db, i18n, session.companyCode), unitOf), slipTexts(i18n))}
      labels={{ print: t`Printo`, download: t`Shkarko PDF`, subject: record.label }}
    />
  );
}
