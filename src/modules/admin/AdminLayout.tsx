import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/permissions.js';
import { AccessDenied } from '../../app/pages/AccessDenied';
import { AppShell } from '../../app/shell/AppShell';
import type { NavItem } from '../../app/shell/SideNav';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { ADMIN_LIST_KEYS, ADMIN_LISTS } from './lists/adminListKeys';

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
    ...ADMIN_LIST_KEYS.map((key): NavItem => ({ key, label: i18n._(ADMIN_LISTS[key]), icon: 'list', to: `/admin/${key}` })),
  ];
  return (
    <AppShell session={session} nav={nav}>
      <Outlet />
    </AppShell>
  );
}
