import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { ModuleToolsButton } from '../../app/archive/ModuleToolsButton';

/** The installation area's screens and the records' menu (spec 001 §2: status 1, 2 or 3; withoutInstallation=1); one scrolling row on a phone. */
export function InstallationNav() {
  const { t } = useLingui();
  const menu: { query: string | undefined; label: string }[] = [
    { query: undefined, label: t`Te gjitha` },
    { query: 'status=1', label: t`Ne pritje` },
    { query: 'status=2', label: t`Te nisura` },
    { query: 'status=3', label: t`Te perfunduara` },
    { query: 'withoutInstallation=1', label: t`Pa instalim` },
  ];
  return (
    <nav aria-label={t`Faqet e instalimit`} className={AREA_NAV_CLASS}>
      {menu.map((m) => (
        <Link key={m.label} to="/dashboard/installation/records/{-$query}" params={{ query: m.query }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
          {m.label}
        </Link>
      ))}
      <Link to="/dashboard/installation/create/{-$transportId}" params={{ transportId: undefined }} activeOptions={{ exact: true }} className={AREA_LINK_CLASS}>
        {t`Instalim i ri`}
      </Link>
      <Link to="/dashboard/installation/map/records" className={AREA_LINK_CLASS}>
        {t`Harta`}
      </Link>
      <Link to="/dashboard/installation/archive/{-$moduleName}" params={{ moduleName: undefined }} className={AREA_LINK_CLASS}>
        {t`Arkiva`}
      </Link>
      <ModuleToolsButton />
    </nav>
  );
}
