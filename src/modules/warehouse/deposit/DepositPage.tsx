import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { assigneeOptions } from '../../../../domain/warehouse/assignees.js';
import { useLiveChanges, useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { useWarehouseSources } from '../useWarehouseSources';
import { WarehouseGate } from '../WarehouseGate';
import { ClientPicker } from './ClientPicker';
import { ProjectCard } from './ProjectCard';

const route = getRouteApi('/signedIn/dashboard/warehouse/create/{-$clientId}/{-$projectId}');

/**
 * The deposit page (spec 001 §2, /dashboard/warehouse/create/{clientId?}/{projectId?}):
 * a client's projects, a card each (the project named in the path first),
 * all from the device's mirror; deposits are queued in the outbox, so the
 * page works without signal. Without a client it asks for one.
 */
export function DepositPage() {
  const { t } = useLingui();
  const { clientId, projectId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const db = useLocalDb();
  const session = useSignedInSession();
  useLiveChanges();
  const src = useWarehouseSources(clientId ? { clientId } : null);
  const users = useLiveQuery(() => db.users.toArray(), [db]);
  const refused = useRefusedEntry(outboxEntry);
  const options = useMemo(() => ({ transport: assigneeOptions(users ?? [], 'transport'), installation: assigneeOptions(users ?? [], 'installation') }), [users]);
  const writes = canWriteModule(session.permissions, 'warehouse');
  const projectIds = useMemo(() => {
    const ids = [...(src?.projects.keys() ?? [])].sort((a, b) => (src!.projects.get(a)!.projectName.localeCompare(src!.projects.get(b)!.projectName)) || a.localeCompare(b));
    return projectId && ids.includes(projectId) ? [projectId, ...ids.filter((id) => id !== projectId)] : ids;
  }, [src, projectId]);

  const name = clientId && src ? clientName(src.clients.get(clientId)) : '';
  return (
    <WarehouseGate>
      <PageHeader title={clientId ? <Trans>Deponimi: {name}</Trans> : <Trans>Depono</Trans>} />
      {!clientId ? (
        <ClientPicker />
      ) : !src ? (
        <LoadingState />
      ) : projectIds.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="flex flex-col gap-6" aria-label={t`Projektet`}>
          {projectIds.map((id) => (
            <ProjectCard
              key={id}
              src={src}
              clientId={clientId}
              projectId={id}
              writes={writes}
              showPrices={isAdmin(session.permissions)}
              options={options}
              refused={refused && refused.form?.data.projectId === id ? refused : null}
            />
          ))}
        </div>
      )}
    </WarehouseGate>
  );
}
