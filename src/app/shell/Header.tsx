import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { Session } from '../../local';
import { HeaderSearch } from '../search/HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { SyncBadge } from './SyncBadge';
import { useLogout } from './useLogout';
import { KioskBar } from './KioskBar';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  session: Session;
  navCollapsed: boolean;
  onToggleNav: () => void;
}

// The dialog (and the dialog library under it) loads when a logout asks for it;
// the service worker precaches the chunk, so this also works offline.
const LogoutDialog = lazy(() => import('./LogoutDialog').then((m) => ({ default: m.LogoutDialog })));

/** Spec 000 §2 header: the collapse toggle, and (ours) sync state and language beside the user menu. */
export function Header({ session, navCollapsed, onToggleNav }: HeaderProps) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <header className="no-print sticky top-0 z-20 flex h-16 items-center gap-1 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-4">
      <button
        type="button"
        onClick={onToggleNav}
        aria-expanded={!navCollapsed}
        aria-controls="side-nav"
        aria-label={navCollapsed ? t`Hap menyne` : t`Mbyll menyne`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {/* The wordmark gives way first on a 360 px phone, so the controls beside it stay whole. */}
      <span className="me-auto min-w-0 shrink-[1000] truncate text-xl font-bold text-brand-700">Zanati</span>
      {!session.kiosk && <HeaderSearch permissions={session.permissions} />}
      <SyncBadge />
      <LanguageSwitch />
      {session.kiosk ? (
        <KioskBar actor={session.kiosk.actor} idleMinutes={session.kiosk.credential.idleMinutes} />
      ) : (
        <UserMenu session={session} onLogout={() => void logout.request()} />
      )}
      {logout.step !== 'idle' && (
        <Suspense fallback={null}>
          <LogoutDialog
            step={logout.step}
            unsent={logout.unsent}
            syncTried={logout.syncTried}
            onSyncNow={() => void logout.syncThenLeave()}
            onKeep={() => void logout.keepAndLeave()}
            onCancel={logout.cancel}
          />
        </Suspense>
      )}
    </header>
  );
}
