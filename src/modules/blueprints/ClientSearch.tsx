import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import { searchKey } from '../../../domain/production/board.js';
import { useLocalDb } from '../../local';
import { TextField } from '../../ui';
import { readBlueprintClients } from './blueprintClients';

/** How many suggestions show under the search. */
const SUGGESTIONS = 10;

/**
 * The client-name search with suggestions (spec 001 §2): names whose first or
 * last name begins with what was typed, with or without capitals and
 * accents ('ç' finds 'Çeku'); each suggestion opens that client.
 */
export function ClientSearch() {
  const { t } = useLingui();
  const db = useLocalDb();
  const listId = useId();
  const [query, setQuery] = useState('');
  const clients = useLiveQuery(() => readBlueprintClients(db), [db]);
  const key = searchKey(query.trim());
  const suggestions = key === '' ? [] : (clients ?? []).filter((c) => searchKey(c.name).split(/\s+/).some((word) => word.startsWith(key)) || searchKey(c.name).startsWith(key)).slice(0, SUGGESTIONS);
  return (
    <div className="max-w-xl">
      <TextField label={<Trans>Kerko klientin</Trans>} type="search" value={query} onChange={setQuery} aria-controls={key === '' ? undefined : listId} autoComplete="off" />
      {key !== '' && (
        <ul id={listId} aria-label={t`Klientet e gjetur`} className="mt-1 flex flex-col rounded-md border border-slate-200 bg-white">
          {suggestions.length === 0 && (
            <li className="px-3 py-2 text-base text-slate-700">
              <Trans>Nuk u gjet asnje klient.</Trans>
            </li>
          )}
          {suggestions.map((c) => (
            <li key={c.id}>
              <Link
                to="/dashboard/blueprints/create/{-$clientId}"
                params={{ clientId: c.id }}
                onClick={() => setQuery('')}
                className="flex min-h-11 items-center justify-between gap-2 px-3 text-base text-slate-900 hover:bg-slate-50"
              >
                <span className="font-semibold">{c.name}</span>
                <span className="text-sm text-slate-600">{c.phone}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
