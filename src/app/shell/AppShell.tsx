import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Session } from '../../local';
import { useNarrowScreen } from '../../ui';
import { CompanySettingsFollower } from '../settings/CompanySettingsFollower';
import { Header } from './Header';
import { useNavbarCollapsed } from './navbarState';
import { SideNav, type NavItem } from './SideNav';
import { StorageWarning } from './StorageWarning';

/** Header, side navigation and the page: the frame of every signed-in screen. */
export function AppShell({ session, nav, children }: { session: Session; nav: readonly NavItem[]; children: ReactNode }) {
  const [collapsed, toggle] = useNavbarCollapsed();
  const narrow = useNarrowScreen();
  return (
    <div className="flex min-h-dvh flex-col">
      <CompanySettingsFollower />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:m-2 focus:rounded-md focus:bg-white focus:p-3">
        <Trans>Kalo te permbajtja</Trans>
      </a>
      <Header session={session} navCollapsed={collapsed} onToggleNav={toggle} />
      <StorageWarning />
      <div className="flex flex-1">
        <SideNav items={nav} collapsed={collapsed} overlay={narrow} onClose={toggle} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-3 sm:p-5">
          {children}
        </main>
      </div>
    </div>
  );
}
