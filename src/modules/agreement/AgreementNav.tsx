import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AGREEMENT_STATUS_IDS } from '../../../domain/agreement/statuses.js';
import { canReadModule, canWriteModule } from '../../../domain/permissions.js';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { AGREEMENT_STATUS_LABELS } from '../../app/statusNames/agreementStatusNames';

/**
 * The agreements area's screens (spec 000 §2): all with the filter panel,
 * by status (1–5), a client's agreements, the new agreement for those who
 * write, the calendar of agreements and tasks (the calendar module's, for
 * those who read it) and the archive.
 */
export function AgreementNav() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const lists = [{ statusId: undefined, label: t`Te gjitha` }, ...AGREEMENT_STATUS_IDS.map((id) => ({ statusId: String(id), label: i18n._(AGREEMENT_STATUS_LABELS[id]) }))];
  return (
    <nav aria-label={t`Faqet e marreveshjeve`} className={AREA_NAV_CLASS}>
      {lists.map((l) => (
        <Link key={l.label} to="/dashboard/agreements/{-$statusId}" params={{ statusId: l.statusId }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {l.label}
        </Link>
      ))}
      <Link to="/dashboard/agreements/all-agreements/{-$clientId}" params={{ clientId: undefined }} className={AREA_LINK_CLASS}>
        {t`Marreveshjet e klientit`}
      </Link>
      {canWriteModule(session.permissions, 'agreements') && (
        <Link to="/dashboard/agreements/create/{-$agreementId}/{-$projectId}" params={{ agreementId: undefined, projectId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {t`Marreveshje e re`}
        </Link>
      )}
      {canReadModule(session.permissions, 'calendar') && (
        <Link to="/dashboard/agreements/project/calendar" className={AREA_LINK_CLASS}>
          {t`Kalendari`}
        </Link>
      )}
      <Link to="/dashboard/agreements/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
    </nav>
  );
}
