import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/permissions.js';
import { mayAssign } from '../../../domain/production/assignment.js';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { readsRapport } from './rapport/readsRapport';
import { ModuleToolsButton } from '../../app/archive/ModuleToolsButton';

type ProductionPath =
  | '/dashboard/production'
  | '/dashboard/production/calendar'
  | '/dashboard/production/archived-products'
  | '/dashboard/production/archived-responsibilities'
  | '/dashboard/production/passive-products'
  | '/dashboard/production/returned-processes'
  | '/dashboard/production/userAssignment'
  | '/dashboard/production/products'
  | '/dashboard/production/production-rapport';

const LINK_CLASS =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** The production area's screens (spec 001 §2), the production table for full privileges only; none at a kiosk, which keeps to its board. */
export function ProductionNav() {
  const { t } = useLingui();
  const session = useSignedInSession();
  if (session.kiosk) return null;
  const links: { to: ProductionPath; label: string }[] = [
    ...(isAdmin(session.permissions) ? [{ to: '/dashboard/production' as const, label: t`Prodhimi` }] : []),
    { to: '/dashboard/production/calendar', label: t`Kalendari i prodhimit` },
    { to: '/dashboard/production/archived-products', label: t`Arkiva e produkteve` },
    { to: '/dashboard/production/archived-responsibilities', label: t`Proceset e arkivuara` },
    { to: '/dashboard/production/returned-processes', label: t`Proceset e kthyera` },
    { to: '/dashboard/production/passive-products', label: t`Produktet pasive` },
    ...(isAdmin(session.permissions) ? [{ to: '/dashboard/production/products' as const, label: t`Produktet me cmime` }] : []),
    ...(mayAssign(session.permissions) ? [{ to: '/dashboard/production/userAssignment' as const, label: t`Caktimi i proceseve` }] : []),
    ...(readsRapport(session) ? [{ to: '/dashboard/production/production-rapport' as const, label: t`Raporti i prodhimit` }] : []),
  ];
  return (
    // One scrolling row on a phone (eleven screens would fill its first view), wrapped from tablets up.
    <nav aria-label={t`Faqet e prodhimit`} className="no-print -mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      <Link to="/dashboard/production/create/{-$clientId}" params={{ clientId: undefined }} className={LINK_CLASS}>
        {t`Tabela e statuseve`}
      </Link>
      <Link to="/dashboard/production/production-archive/{-$clientId}" params={{ clientId: undefined }} className={LINK_CLASS}>
        {t`Arkiva e prodhimit`}
      </Link>
      {links.map((l) => (
        <Link key={l.to} to={l.to} activeOptions={{ exact: true }} className={LINK_CLASS}>
          {l.label}
        </Link>
      ))}
      <Link to="/dashboard/production/archive/{-$moduleName}" params={{ moduleName: undefined }} className={LINK_CLASS}>
        {t`Arkiva`}
      </Link>
      <ModuleToolsButton />
    </nav>
  );
}
