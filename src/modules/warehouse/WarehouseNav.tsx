import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AREA_LINK_CLASS as LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { ModuleToolsButton } from '../../app/archive/ModuleToolsButton';

type WarehousePath = '/dashboard/warehouse' | '/dashboard/warehouse/inner-stock' | '/dashboard/warehouse/clients' | '/dashboard/warehouse/all-clients' | '/dashboard/warehouse/warehouse-products';

/** The warehouse area's screens (spec 001 §2 "Warehouse"): one scrolling row on a phone, wrapped from tablets up. */
export function WarehouseNav() {
  const { t } = useLingui();
  const links: { to: WarehousePath; label: string }[] = [
    { to: '/dashboard/warehouse', label: t`Gjendja e stokut` },
    { to: '/dashboard/warehouse/inner-stock', label: t`Stoku i brendshem` },
    { to: '/dashboard/warehouse/clients', label: t`Klientet ne depo` },
    { to: '/dashboard/warehouse/all-clients', label: t`Te gjithe klientet` },
    { to: '/dashboard/warehouse/warehouse-products', label: t`Produktet ne depo` },
  ];
  return (
    <nav aria-label={t`Faqet e depos`} className={AREA_NAV_CLASS}>
      {links.map((l) => (
        <Link key={l.to} to={l.to} activeOptions={{ exact: true }} className={LINK_CLASS}>
          {l.label}
        </Link>
      ))}
      <Link to="/dashboard/warehouse/create/{-$clientId}/{-$projectId}" params={{ clientId: undefined, projectId: undefined }} activeOptions={{ exact: true }} className={LINK_CLASS}>
        {t`Depono`}
      </Link>
      <Link to="/dashboard/warehouse/archive/{-$moduleName}" params={{ moduleName: undefined }} className={LINK_CLASS}>
        {t`Arkiva`}
      </Link>
      <ModuleToolsButton />
    </nav>
  );
}
