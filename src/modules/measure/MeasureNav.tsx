import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canWriteModule } from '../../../domain/permissions.js';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { STATUS_LABELS } from '../../app/statusNames/measureStatusNames';

/** The measures area's screens (spec 000 §2): all, by status (1, 2, 3), passive, a client's measures, the new measure for those who write, the archive. */
export function MeasureNav() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const lists: { statusId: string | undefined; label: string }[] = [
    { statusId: undefined, label: t`Te gjitha` },
    { statusId: '1', label: i18n._(STATUS_LABELS[1]) },
    { statusId: '2', label: i18n._(STATUS_LABELS[2]) },
    { statusId: '3', label: i18n._(STATUS_LABELS[3]) },
    { statusId: 'passive', label: i18n._(STATUS_LABELS.passive) },
  ];
  return (
    <nav aria-label={t`Faqet e matjeve`} className={AREA_NAV_CLASS}>
      {lists.map((l) => (
        <Link key={l.label} to="/dashboard/measures/{-$statusId}" params={{ statusId: l.statusId }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {l.label}
        </Link>
      ))}
      <Link to="/dashboard/measures/all-measures/{-$clientId}" params={{ clientId: undefined }} className={AREA_LINK_CLASS}>
        {t`Matjet e klientit`}
      </Link>
      {canWriteModule(session.permissions, 'measures') && (
        <Link to="/dashboard/measures/create/{-$measureId}/{-$clientId}" params={{ measureId: undefined, clientId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {t`Matje e re`}
        </Link>
      )}
      <Link to="/dashboard/measures/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
    </nav>
  );
}
