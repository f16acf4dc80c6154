import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NavIcon, type NavIconName } from './NavIcon';

export interface NavItem {
  key: string;
  /** Already translated. */
  label: string;
  icon: NavIconName;
  to: string;
  /** Active only on this exact path (an index page), not on the pages below it. */
  exact?: boolean;
}

/** The item whose target is the longest whole-segment prefix of the path (the calendar's beats agreements' on /dashboard/agreements/project/calendar). */
export function currentItem(items: readonly Pick<NavItem, 'key' | 'to'>[], pathname: string): string | null {
  const under = (to: string) => pathname === to || pathname.startsWith(`${to.replace(/\/$/, '')}/`);
  return items.filter((i) => under(i.to)).sort((a, b) => b.to.length - a.to.length)[0]?.key ?? null;
}

interface SideNavProps {
  items: readonly NavItem[];
  collapsed: boolean;
  /** Phones: the open menu covers the page, so choosing an item closes it. */
  overlay: boolean;
  onClose: () => void;
}

/**
 * Spec 000 §2 side navigation. Wide screens: a bar of icons when collapsed,
 * icons with names when open. Phones: hidden when collapsed, a sheet over the
 * page (below the header, whose toggle closes it again) when open.
 */
export function SideNav({ items, collapsed, overlay, onClose }: SideNavProps) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const current = currentItem(items, pathname);
  const sheetOpen = overlay && !collapsed;
  useEffect(() => {
    if (!sheetOpen) return;
    // The sheet covers the page: Escape closes it, as it would a dialog.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [sheetOpen, onClose]);
  if (overlay && collapsed) return null;
  const list = (
    <nav id="side-nav" aria-label={t`Modulet`} className={`no-print shrink-0 overflow-y-auto border-e border-slate-200 bg-white ${overlay ? 'fixed start-0 top-16 bottom-0 z-40 w-72 shadow-xl' : collapsed ? 'w-16' : 'w-60'}`}>
      <ul className="flex flex-col gap-1 p-2">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              // Only the item that names the page best is active: /dashboard/agreements is not on the calendar under it.
              activeOptions={{ exact: item.exact === true || item.key !== current }}
              onClick={overlay ? onClose : undefined}
              title={collapsed ? item.label : undefined}
              aria-label={collapsed ? item.label : undefined}
              className="flex min-h-11 items-center gap-3 rounded-md px-3 text-slate-800 hover:bg-brand-50 data-[status=active]:bg-brand-100 data-[status=active]:font-semibold data-[status=active]:text-brand-700"
            >
              <NavIcon name={item.icon} />
              {!collapsed && <span className="truncate">{item.label}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (!overlay) return list;
  return (
    <>
      <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 z-30 bg-slate-900/40" onClick={onClose} />
      {list}
    </>
  );
}
