import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { PageHeader, Select } from '../../../ui';
import { agreementLines } from './agreementLines';
import { AgreementTable } from './AgreementTable';
import { readAgreementSources } from './readAgreementSources';

const route = getRouteApi('/signedIn/dashboard/agreements/all-agreements/{-$clientId}');

const EVERY = { agreementStatusId: undefined, startDate: null, endDate: null };

/**
 * /dashboard/agreements/all-agreements/{clientId?} (spec 000 §2 "a
 * client's agreements"): the client is chosen among those with agreements,
 * then their agreements, each opened in the form. The spec lists this
 * screen "with edit and delete" but no call that deletes an agreement (§7),
 * so there is edit only.
 */
export function AllAgreementsPage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const { clientId } = route.useParams();
  const clients = useLiveQuery(async () => [...(await readClientsWithAgreements(db))], [db]);
  const lines = useLiveQuery(async () => (clientId ? agreementLines(await readAgreementSources(db, clientId), EVERY) : []), [db, clientId]);
  const options = useMemo(() => (clients ?? []).map((c) => ({ value: c.id, label: clientName(c) })).sort((a, b) => a.label.localeCompare(b.label)), [clients]);
  const name = options.find((o) => o.value === clientId)?.label ?? '';
  return (
    <>
      <PageHeader title={name ? <Trans>Marreveshjet e klientit: {name}</Trans> : <Trans>Marreveshjet e klientit</Trans>} />
      <div className="mb-4 w-96 max-w-full">
        <Select
          label={t`Klienti`}
          options={options}
          value={clientId ?? null}
          onChange={(id) => void navigate({ to: '/dashboard/agreements/all-agreements/{-$clientId}', params: { clientId: id ?? undefined } })}
        />
      </div>
      {clientId && <AgreementTable caption={t`Marreveshjet e klientit ${name}`} lines={lines} exportName="marreveshjet-e-klientit" />}
    </>
  );
}

/** The clients that have an agreement, from the clientId index's keys. */
async function readClientsWithAgreements(db: ReturnType<typeof useLocalDb>) {
  const ids = (await db.agreements.orderBy('clientId').uniqueKeys()).map(String);
  return (await db.clients.bulkGet(ids)).filter((c) => c !== undefined);
}
