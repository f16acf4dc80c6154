import { useLingui } from '@lingui/react/macro';
import { readCompanyHeader } from '../../../app/documents/companyHeader';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useLocalDb } from '../../../local';
import { agreementDocument } from './agreementDocument';
import { agreementTexts } from './agreementTexts';
import { readAgreementPrint } from './readAgreementPrint';

/**
 * The agreement's document (issue 15 "Printable documents"): printed on A4,
 * saved or shared as a PDF with the client's tablet signature, read from the
 * device's mirror so it works without signal.
 */
export function AgreementDocumentActions({ agreementId }: { agreementId: string }) {
  const { i18n, t } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  const make = async () => {
    const agreement = await readAgreementPrint(db, agreementId, await readCompanyHeader(db, i18n, session.companyCode));
    // DocumentActions says something went wrong: the button is shown only for an agreement the screen read.
    if (!agreement) throw new Error(`agreement ${agreementId} is not on this device`);
    return agreementDocument(agreement, agreementTexts(i18n));
  };
  return <DocumentActions make={make} labels={{ print: t`Printo marreveshjen`, download: t`Shkarko PDF` }} />;
}
