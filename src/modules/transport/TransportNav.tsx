import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AREA_LINK_CLASS as LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { ModuleToolsButton } from '../../app/archive/ModuleToolsButton';

/** The transport area's screens and the table's menu (spec 001 §2: status 1 on hold, 2 started, 3 complete; withoutTransport 0 or 1); one scrolling row on a phone. */
export function TransportNav() {
  const { t } = useLingui();
  const menu: { query: string | undefined; label: string }[] = [
    { query: undefined, label: t`Te gjitha` },
    { query: 'status=1', label: t`Ne pritje` },
    { query: 'status=2', label: t`Te nisura` },
    { query: 'status=3', label: t`Te perfunduara` },
    { query: 'withoutTransport=0', label: t`Me transport` },
    { query: 'withoutTransport=1', label: t`Pa transport` },
  ];
  return (
    <nav aria-label={t`Faqet e transportit`} className={AREA_NAV_CLASS}>
      {menu.map((m) => (
        <Link key={m.label} to="/dashboard/transport/{-$query}" params={{ query: m.query }} activeOptions={{ exact: true }} className={LINK_CLASS}>
          {m.label}
        </Link>
      ))}
      <Link to="/dashboard/transport/create/record/{-$transportCode}" params={{ transportCode: undefined }} activeOptions={{ exact: true }} className={LINK_CLASS}>
        {t`Transport i ri`}
      </Link>
      <Link to="/dashboard/transport/records/map" className={LINK_CLASS}>
        {t`Harta`}
      </Link>
      <Link to="/dashboard/transport/archive/{-$moduleName}" params={{ moduleName: undefined }} className={LINK_CLASS}>
        {t`Arkiva`}
      </Link>
      <ModuleToolsButton />
    </nav>
  );
}
