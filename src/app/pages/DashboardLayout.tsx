import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { canReadModule, MODULES } from '../../../domain/permissions.js';
import { CLIENT_MODULES } from '../modules';
import { AppShell } from '../shell/AppShell';
import { MODULE_TITLES } from '../shell/moduleTitles';
import type { NavItem } from '../shell/SideNav';
import { useSignedInSession } from '../session/useSignedInSession';
import { SummaryProvider } from '../summary/SummaryProvider';

/**
 * Side-navigation targets the modules declare (ClientModule.navTargets): the
 * calendar's is under agreements. Read when drawn, not when this file loads:
 * the modules' routes import the dashboard's layout.
 */
const navTarget = (module: string): string | undefined => {
  for (const m of CLIENT_MODULES) {
    const target = 'navTargets' in m ? (m.navTargets as Record<string, string | undefined>)[module] : undefined;
    if (target) return target;
  }
  return undefined;
};

/** Spec 000 §2: the side navigation shows only the modules the user may read. */
export function DashboardLayout() {
  const { i18n, t } = useLingui();
  const session = useSignedInSession();
  // A kiosk's worker sees production and the kiosk's pending changes, nothing else (issue 10).
  const modules = session.kiosk ? (['production'] as const) : MODULES.filter((module) => canReadModule(session.permissions, module));
  const nav: NavItem[] = [
    ...modules.map(
      (module): NavItem => ({ key: module, label: i18n._(MODULE_TITLES[module]), icon: module, to: navTarget(module) ?? `/dashboard/${module}` }),
    ),
    { key: 'outbox', label: t`Ndryshimet ne pritje`, icon: 'outbox', to: '/dashboard/outbox' },
  ];
  return (
    <AppShell session={session} nav={nav}>
      <SummaryProvider>
        <Outlet />
      </SummaryProvider>
    </AppShell>
  );
}
