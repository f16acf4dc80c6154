import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { canWriteModule } from '../../../domain/permissions.js';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { ModuleToolsButton } from '../../app/archive/ModuleToolsButton';

/**
 * The service area's screens (spec 001 §2): the registered tickets by status
 * (1 pending, 2 in process, 3 completed), the unregistered clients' tickets,
 * the two forms for those who write, the map and the archive.
 */
export function ServiceNav() {
  const { t } = useLingui();
  const session = useSignedInSession();
  const writes = canWriteModule(session.permissions, 'service');
  const statuses: { statusId: string | undefined; label: string }[] = [
    { statusId: undefined, label: t`Te gjitha` },
    { statusId: '1', label: t`Ne pritje` },
    { statusId: '2', label: t`Ne proces` },
    { statusId: '3', label: t`Te perfunduara` },
  ];
  return (
    <nav aria-label={t`Faqet e servisimit`} className={AREA_NAV_CLASS}>
      {statuses.map((s) => (
        <Link key={s.label} to="/dashboard/service/records/{-$statusId}" params={{ statusId: s.statusId }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {s.label}
        </Link>
      ))}
      <Link to="/dashboard/service/records-not-registered-clients" className={AREA_LINK_CLASS}>
        {t`Klientet e paregjistruar`}
      </Link>
      {writes && (
        <>
          <Link to="/dashboard/service/create/{-$serviceId}/{-$projectId}" params={{ serviceId: undefined, projectId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
            {t`Servisim i ri`}
          </Link>
          <Link to="/dashboard/service/not-registered-clients/{-$serviceId}" params={{ serviceId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
            {t`Servisim pa regjistrim`}
          </Link>
        </>
      )}
      <Link to="/dashboard/service/map/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Harta`}
      </Link>
      <Link to="/dashboard/service/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
      <ModuleToolsButton />
    </nav>
  );
}
