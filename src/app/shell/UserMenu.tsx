import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { canWriteModule, isAdmin } from '../../../domain/permissions.js';
import type { Session } from '../../local';

const itemClass = 'flex min-h-11 w-full items-center px-4 text-left text-slate-900 hover:bg-brand-50 focus-visible:bg-brand-50';

/**
 * Spec 000 §2: settings for fullPrivileges only (the company's settings and
 * the production capacity, /dashboard/settings), the admin panel for admins
 * (fullPrivileges or superAdmin, domain/permissions.ts), logout for everyone.
 * A disclosure of links (button + list), not a menu widget: it needs no menu
 * library in the first bundle, and Tab, Enter and Escape work as expected.
 */
export function UserMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const { t } = useLingui();
  const { username } = session;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const close = () => setOpen(false);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape and focus leaving from the button and links inside; the div itself takes no input
    <div ref={rootRef} className="relative" onKeyDown={closeOnEscape} onBlur={(e) => !rootRef.current?.contains(e.relatedTarget) && close()}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // WCAG 2.5.3: the name holds the username the button shows; phones show only the avatar, and hear the same name.
        aria-label={t`Menyja e perdoruesit ${username}`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-slate-900 hover:bg-brand-50"
      >
        {/* The initial is drawn by CSS, not text, so the visible text (which the name must contain) is the username alone. */}
        <span
          aria-hidden="true"
          data-initial={username.slice(0, 1)}
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white uppercase before:content-[attr(data-initial)]"
        />
        <span className="hidden max-w-40 truncate sm:inline">{username}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-30 mt-1 min-w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {session.permissions.fullPrivileges === true && (
          <li>
            <Link to="/dashboard/settings" className={itemClass} onClick={close}>
              <Trans>Parametrat</Trans>
            </Link>
          </li>
        )}
        {isAdmin(session.permissions) && (
          <li>
            <Link to="/admin" className={itemClass} onClick={close}>
              <Trans>Paneli i administrimit</Trans>
            </Link>
          </li>
        )}
        {canWriteModule(session.permissions, 'production') && (
          <li>
            <Link to="/dashboard/kiosk" className={itemClass} onClick={close}>
              <Trans>Kioska dhe PIN-i</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link to="/dashboard/outbox" className={itemClass} onClick={close}>
            <Trans>Ndryshimet ne pritje</Trans>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              close();
              onLogout();
            }}
          >
            <Trans>Dil</Trans>
          </button>
        </li>
      </ul>
    </div>
  );
}
