import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useContext, useId } from 'react';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { RowSummaryContext } from '../../../ui/rowSummary';
import { readAwaitingOffer } from './awaitingOffer';

const action = 'inline-flex min-h-11 items-center rounded-md px-3 font-medium';

/**
 * The clients who have arrived in the offers module and wait for an offer
 * (awaitingOffer.ts), above the offers: each project opens a new offer of it,
 * the client's name opens the summary panel. Nothing is drawn while none waits.
 */
export function AwaitingOfferList() {
  const { t } = useLingui();
  const db = useLocalDb();
  const headingId = useId();
  const openSummary = useContext(RowSummaryContext);
  const waiting = useLiveQuery(() => readAwaitingOffer(db), [db]);
  if (!waiting || waiting.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-4 rounded-lg border border-brand-100 bg-brand-50 p-3">
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        <Trans>Klientet qe presin oferten</Trans>
      </h2>
      <ul className="flex flex-col gap-2">
        {waiting.map(({ client, projects }) => {
          const name = clientName(client);
          return (
            <li key={client.id} className="flex flex-wrap items-center gap-2">
              {openSummary ? (
                <button type="button" className={`${action} text-brand-700 underline`} onClick={() => openSummary({ clientId: client.id })} aria-label={t`Permbledhja e ${name}`}>
                  {name}
                </button>
              ) : (
                <span className="font-medium">{name}</span>
              )}
              {projects.map((p) => (
                // create/{projectId}: the form takes a first id that is no offer as the new offer's project (readOfferForm).
                <Link key={p.id} to="/dashboard/offers/create/{-$offerId}/{-$projectId}" params={{ offerId: p.id }} className={`${action} bg-brand-600 text-white hover:bg-brand-700`}>
                  <Trans>Oferte per {p.projectName}</Trans>
                </Link>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
