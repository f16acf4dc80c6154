import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canWriteModule } from '../../../domain/permissions.js';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { OFFER_STATUS_NAMES, OFFER_STATUS_ORDER } from '../../app/statusNames/offerStatusNames';

/** The offers area's screens (spec 000 §2): all, by status (5, 3, 1, 4, 2), a client's offers, the canceled products, the new offer for those who write, the archive. */
export function OfferNav() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const lists = [{ statusId: undefined as string | undefined, label: t`Te gjitha` }, ...OFFER_STATUS_ORDER.map((id) => ({ statusId: String(id), label: i18n._(OFFER_STATUS_NAMES[id]) }))];
  return (
    <nav aria-label={t`Faqet e ofertave`} className={AREA_NAV_CLASS}>
      {lists.map((l) => (
        <Link key={l.label} to="/dashboard/offers/{-$statusId}" params={{ statusId: l.statusId }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {l.label}
        </Link>
      ))}
      <Link to="/dashboard/offers/all-offers/{-$clientId}" params={{ clientId: undefined }} className={AREA_LINK_CLASS}>
        {t`Ofertat e klientit`}
      </Link>
      <Link to="/dashboard/offers/canceled/products" className={AREA_LINK_CLASS}>
        {t`Produktet e anuluara`}
      </Link>
      {canWriteModule(session.permissions, 'offers') && (
        <Link to="/dashboard/offers/create/{-$offerId}/{-$projectId}" params={{ offerId: undefined, projectId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {t`Oferte e re`}
        </Link>
      )}
      <Link to="/dashboard/offers/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
    </nav>
  );
}
