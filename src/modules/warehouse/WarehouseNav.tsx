import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

type WarehousePath = '/dashboard/warehouse' | '/dashboard/warehouse/inner-stock' | '/dashboard/warehouse/clients' | '/dashboard/warehouse/all-clients' | '/dashboard/warehouse/warehouse-products';

const LINK_CLASS =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

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
    <nav aria-label={t`Faqet e depos`} className="no-print -mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
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
    </nav>
  );
}
