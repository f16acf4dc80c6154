import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { ModuleToolsButton } from '../../app/archive/ModuleToolsButton';

/** The impression area's screens (spec 001 §2: status 1 the projects waiting, 2 every impression; the archive); one scrolling row on a phone. */
export function ImpressionNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Faqet e pershtypjeve`} className={AREA_NAV_CLASS}>
      <Link to="/dashboard/impression/{-$statusId}" params={{ statusId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
        {t`Ne pritje`}
      </Link>
      <Link to="/dashboard/impression/{-$statusId}" params={{ statusId: '2' }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
        {t`Te gjitha`}
      </Link>
      <Link to="/dashboard/impression/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
      <ModuleToolsButton />
    </nav>
  );
}
