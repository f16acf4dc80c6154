import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isAdmin } from '../../../domain/permissions.js';
import type { Session } from '../../local';

const itemClass = 'flex min-h-11 w-full items-center px-4 text-left text-slate-900 data-focus:bg-brand-50';

/**
 * Spec 000 §2: settings for fullPrivileges only, the admin panel for admins
 * (fullPrivileges or superAdmin, domain/permissions.ts), logout for everyone.
 */
export function UserMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const { t } = useLingui();
  const { username } = session;
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t`Menyja e perdoruesit ${username}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-slate-900 hover:bg-brand-50"
      >
        <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white uppercase">
          {session.username.slice(0, 1)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{session.username}</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-30 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none">
        {session.permissions.fullPrivileges === true && (
          <MenuItem>
            <Link to="/admin/$list" params={{ list: 'production-settings' }} className={itemClass}>
              <Trans>Parametrat</Trans>
            </Link>
          </MenuItem>
        )}
        {isAdmin(session.permissions) && (
          <MenuItem>
            <Link to="/admin" className={itemClass}>
              <Trans>Paneli i administrimit</Trans>
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <Link to="/dashboard/outbox" className={itemClass}>
            <Trans>Ndryshimet ne pritje</Trans>
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={onLogout} className={itemClass}>
            <Trans>Dil</Trans>
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
