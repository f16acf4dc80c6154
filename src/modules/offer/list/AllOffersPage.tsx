import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { PageHeader, Select } from '../../../ui';
import { offerLines } from './offerListLines';
import { OfferTable } from './OfferTable';
import { readOfferSources } from './readOfferSources';

const route = getRouteApi('/signedIn/dashboard/offers/all-offers/{-$clientId}');

/**
 * /dashboard/offers/all-offers/{clientId?} (spec 000 §2 "a client's
 * offers, edit goes to create with id and projectId, delete asks
 * confirmation"): the client is chosen here, then their offers, each opened
 * in the form. The spec's calls have no delete of an offer (§7: only its
 * product rows are deleted, in the form), so there is edit only.
 */
export function AllOffersPage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const { clientId } = route.useParams();
  const clients = useLiveQuery(async () => (await db.clients.toArray()).filter((c) => !c.archivedAt), [db]);
  const sources = useLiveQuery(async () => (clientId ? readOfferSources(db, clientId) : undefined), [db, clientId]);
  const lines = useMemo(() => sources && offerLines(sources, {}), [sources]);
  const options = useMemo(() => (clients ?? []).map((c) => ({ value: c.id, label: clientName(c) })).sort((a, b) => a.label.localeCompare(b.label)), [clients]);
  const name = options.find((o) => o.value === clientId)?.label ?? '';
  return (
    <>
      <PageHeader title={name ? <Trans>Ofertat e klientit: {name}</Trans> : <Trans>Ofertat e klientit</Trans>} />
      <div className="mb-4 w-96 max-w-full">
        <Select label={t`Klienti`} options={options} value={clientId ?? null} onChange={(id) => void navigate({ to: '/dashboard/offers/all-offers/{-$clientId}', params: { clientId: id ?? undefined } })} />
      </div>
      {clientId && <OfferTable caption={t`Ofertat e klientit ${name}`} lines={lines} exportName="ofertat-e-klientit" />}
    </>
  );
}
