import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PermissionMap } from '../../../domain/permissions.js';
import { hitsOf, type SearchHit } from './findHits';
import { openHit } from './openHit';
import { optionId, SearchPopup } from './SearchPopup';
import { useSearchResults } from './useSearchResults';
import { useSearchShortcut } from './useSearchShortcut';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * "Find anything" (issue 16): a search in the header that finds a client,
 * project, offer number or transport code in the device's mirror as the user
 * types, offline too, and opens it in its module. A field on wide screens; on
 * phones an icon that opens the field over the header, full width. Ctrl-K
 * (⌘-K) or '/' outside a field takes the focus. The combobox pattern: arrows
 * walk the results, Enter opens the one chosen, Escape closes the list.
 */
export function HeaderSearch({ permissions }: { permissions: PermissionMap }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const listboxId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // The result chosen with the arrows, for the results it was chosen in; new results start at the first.
  const [chosen, setChosen] = useState<{ for: unknown; at: number } | null>(null);
  const { rows, groups, answered, start } = useSearchResults(permissions, text);
  const hits = useMemo(() => (groups ? hitsOf(groups) : []), [groups]);
  const at = chosen?.for === groups ? chosen.at : 0;
  const active: SearchHit | null = hits[at] ?? null;
  const expanded = focused && !dismissed && text.trim() !== '';

  const focusField = () => {
    // The field is hidden on a phone until opened: show it first, then focus it.
    flushSync(() => setOpen(true));
    input.current?.focus();
    input.current?.select();
  };
  useSearchShortcut(focusField);

  const close = () => {
    setOpen(false);
    setDismissed(true);
    input.current?.blur();
  };
  const choose = (hit: SearchHit) => {
    setText('');
    close();
    void openHit(navigate, hit);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      if (!expanded) setDismissed(false);
      else if (hits.length > 0) setChosen({ for: groups, at: (at + step + hits.length) % hits.length });
    } else if (event.key === 'Enter' && expanded && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setDismissed(true);
      else if (text !== '') setText('');
      else close();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Leaving the search (a tap elsewhere) closes it; on a phone that gives the header back.
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(false);
    setOpen(false);
  };

  return (
    <div className="md:relative md:w-72 lg:w-96">
      <button
        type="button"
        onClick={focusField}
        aria-label={t`Kerko`}
        aria-keyshortcuts="Control+K Meta+K"
        className={`${open ? 'hidden' : 'inline-flex'} size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 md:hidden`}
      >
        <SearchIcon />
      </button>
      <div
        role="search"
        onBlur={onBlur}
        className={`${open ? 'fixed inset-x-0 top-0 z-30 flex h-16 border-b border-slate-200 bg-white px-2' : 'hidden'} items-center gap-1 md:static md:flex md:h-auto md:border-0 md:p-0`}
      >
        <div className="relative flex-1">
          <span className="pointer-events-none absolute inset-y-0 start-2 flex items-center text-slate-600">
            <SearchIcon />
          </span>
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label={t`Kerko klient, projekt, numer oferte ose kod transporti`}
            aria-expanded={expanded}
            aria-controls={expanded && hits.length > 0 ? listboxId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active ? optionId(listboxId, active) : undefined}
            aria-keyshortcuts="Control+K Meta+K"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={isMac ? t`Kerko (⌘K)` : t`Kerko (Ctrl+K)`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDismissed(false);
            }}
            onFocus={() => {
              start();
              setFocused(true);
            }}
            onKeyDown={onKeyDown}
            className="h-11 w-full rounded-md border border-slate-400 bg-white ps-9 pe-2 text-base text-slate-900 placeholder:text-slate-600"
          />
          {expanded && <SearchPopup listboxId={listboxId} rows={rows} groups={groups} answered={answered} active={active} onOpen={choose} />}
        </div>
        <button type="button" onClick={close} aria-label={t`Mbyll kerkimin`} className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 md:hidden">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
