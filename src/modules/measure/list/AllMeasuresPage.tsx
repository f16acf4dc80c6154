import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { PageHeader, Select } from '../../../ui';
import { clientProjectLines } from './measureRows';
import { MeasureTable } from './MeasureTable';
import { readClientChoices, readClientProjects, readMeasureSources } from './readMeasureSources';

const route = getRouteApi('/signedIn/dashboard/measures/all-measures/{-$clientId}');

/**
 * /dashboard/measures/all-measures/{clientId?} (spec 000 §2 "a client's
 * projects"): the client is chosen here, then each of their projects with
 * its measure, opened in the form. The spec lists this screen "with edit
 * and delete" but no call that deletes a measure (§7), so there is edit only.
 */
export function AllMeasuresPage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const { clientId } = route.useParams();
  const clients = useLiveQuery(() => readClientChoices(db), [db]);
  const lines = useLiveQuery(async () => {
    if (!clientId) return [];
    const [projects, sources] = await Promise.all([readClientProjects(db, clientId), readMeasureSources(db, clientId)]);
    return clientProjectLines(projects, sources);
  }, [db, clientId]);
  const options = useMemo(() => (clients ?? []).map((c) => ({ value: c.id, label: clientName(c) })), [clients]);
  const name = options.find((o) => o.value === clientId)?.label ?? '';
  return (
    <>
      <PageHeader title={name ? <Trans>Matjet e klientit: {name}</Trans> : <Trans>Matjet e klientit</Trans>} />
      <div className="mb-4 w-96 max-w-full">
        <Select
          label={t`Klienti`}
          options={options}
          value={clientId ?? null}
          onChange={(id) => void navigate({ to: '/dashboard/measures/all-measures/{-$clientId}', params: { clientId: id ?? undefined } })}
        />
      </div>
      {clientId && <MeasureTable caption={t`Projektet e klientit ${name}`} lines={lines} exportName="matjet-e-klientit" />}
    </>
  );
}
