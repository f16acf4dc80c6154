import { useLingui } from '@lingui/react/macro';
import { readCompanyHeader, readCompanySettings } from '../../../app/documents/companyHeader';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useLocalDb } from '../../../local';
import { offerDocument } from './offerDocument';
import { offerTexts } from './offerTexts';
import { readOfferPrint } from './readOfferPrint';

/**
 * The offer's document (issue 15 "Printable documents"): printed on A4,
 * saved or shared as a PDF, read from the device's mirror so it works
 * without signal. The header and the standard texts come from the company's
 * settings (issue 16); before any are saved the company is named by its code.
 */
export function OfferDocumentActions({ offerId }: { offerId: string }) {
  const { i18n, t } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  const make = async () => {
    const settings = await readCompanySettings(db);
    const offer = await readOfferPrint(db, offerId, await readCompanyHeader(db, i18n, session.companyCode, settings));
    // DocumentActions says something went wrong: the button is shown only for an offer the screen read.
    if (!offer) throw new Error(`offer ${offerId} is not on this device`);
    return offerDocument(offer, offerTexts(i18n, settings?.offerTexts ?? '[]'));
  };
  return <DocumentActions make={make} labels={{ print: t`Printo oferten`, download: t`Shkarko PDF` }} />;
}
