import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/permissions.js';
import { AccessDenied } from '../../app/pages/AccessDenied';
import { AppShell } from '../../app/shell/AppShell';
import type { NavIconName } from '../../app/shell/NavIcon';
import type { NavItem } from '../../app/shell/SideNav';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { ADMIN_PAGE_KEYS, adminPagePath, adminPageTitle, type AdminPageKey } from './lists/adminListKeys';

/** The users' screens show a person, the audit log a history; the lists a list. */
const iconOf = (key: AdminPageKey): NavIconName => (key === 'all-users' || key === 'create-user' ? 'contact' : key === 'audit-log' ? 'calendar' : 'list');

/**
 * Spec 001 §2 Admin: only fullPrivileges or superAdmin; anyone else hears
 * 'Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!' and goes to /dashboard/contact.
 */
export function AdminLayout() {
  const { i18n, t } = useLingui();
  const session = useSignedInSession();
  if (!isAdmin(session.permissions)) return <AccessDenied to="/dashboard/contact" />;
  const nav: NavItem[] = [
    { key: 'back', label: t`Kthehu te kontaktet`, icon: 'back', to: '/dashboard/contact' },
    { key: 'home', label: t`Paneli i administrimit`, icon: 'settings', to: '/admin', exact: true },
    ...ADMIN_PAGE_KEYS.map((key): NavItem => ({ key, label: i18n._(adminPageTitle(key)), icon: iconOf(key), to: adminPagePath(key) })),
  ];
  return (
    <AppShell session={session} nav={nav}>
      <Outlet />
    </AppShell>
  );
}
