import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canWriteModule } from '../../../domain/permissions.js';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';

/** The contact area's screens (spec 000 §2): the list, the clients still to measure, a new contact for those who write, the archive. */
export function ContactNav() {
  const { t } = useLingui();
  const session = useSignedInSession();
  return (
    <nav aria-label={t`Faqet e kontaktit`} className={AREA_NAV_CLASS}>
      <Link to="/dashboard/contact" activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
        {t`Kontaktet`}
      </Link>
      <Link to="/dashboard/contact/contactsForMeasure" className={AREA_LINK_CLASS}>
        {t`Per matje`}
      </Link>
      {canWriteModule(session.permissions, 'contact') && (
        <Link to="/dashboard/contact/create/{-$clientId}" params={{ clientId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {t`Kontakt i ri`}
        </Link>
      )}
      <Link to="/dashboard/contact/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
    </nav>
  );
}
