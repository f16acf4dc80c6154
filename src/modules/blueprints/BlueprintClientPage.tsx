import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { canWriteModule } from '../../../domain/permissions.js';
import { useLocalDb } from '../../local';
import { EmptyState, LoadingState, PageHeader } from '../../ui';
import { ModuleGate } from '../../app/ModuleGate';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { BlueprintSection } from '../../app/blueprints/BlueprintSection';
import { useMayDeleteBlueprints } from '../../app/blueprints/useMayDeleteBlueprints';
import { ClientSearch } from './ClientSearch';
import { readClientWork } from './clientWork';

const route = getRouteApi('/signedIn/dashboard/blueprints/create/{-$clientId}');

/**
 * /dashboard/blueprints/create/:clientId? (spec 001 §2): find a client by
 * name, see who they are, and give each project and each of its products its
 * drawings — uploaded through the outbox, so a tablet without signal can too.
 */
export function BlueprintClientPage() {
  const { clientId } = route.useParams();
  const db = useLocalDb();
  const session = useSignedInSession();
  const work = useLiveQuery(() => (clientId ? readClientWork(db, clientId) : Promise.resolve(null)), [db, clientId]);
  // The blueprint calls are production's: its writers, or the blueprints module's (server/routes/production/blueprintRoutes.ts).
  const canUpload = canWriteModule(session.permissions, 'blueprints') || canWriteModule(session.permissions, 'production');
  const canDelete = useMayDeleteBlueprints();

  return (
    <ModuleGate module="blueprints">
      <PageHeader title={<Trans>Skicat e klientit</Trans>} />
      <ClientSearch />
      {clientId === undefined ? null : work === undefined ? (
        <LoadingState />
      ) : work === null ? (
        <EmptyState message={<Trans>Klienti nuk u gjet.</Trans>} />
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <ClientPanel client={work.client} />
          {work.projects.length === 0 && <EmptyState message={<Trans>Ky klient nuk ka projekte me marreveshje.</Trans>} />}
          {work.projects.map((project) => (
            <section key={project.id} aria-label={project.name} className="rounded-lg border border-slate-200 bg-white p-3">
              <h2 className="text-lg font-bold text-slate-900">{project.name}</h2>
              {project.address && <p className="text-base text-slate-700">{project.address}</p>}
              <div className="mt-2">
                <BlueprintSection projectId={project.id} productId={null} title={<Trans>Skicat e projektit</Trans>} canUpload={canUpload} canDelete={canDelete} />
              </div>
              <ul className="mt-3 flex flex-col gap-3">
                {project.products.map((product) => (
                  <li key={product.id} className="border-t border-slate-200 pt-3">
                    <BlueprintSection
                      projectId={project.id}
                      productId={product.id}
                      withProjectDrawings={false}
                      title={`${product.name}${product.code ? ` (${product.code})` : ''}`}
                      canUpload={canUpload}
                      canDelete={canDelete}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </ModuleGate>
  );
}

function ClientPanel({ client }: { client: { name: string; phone: string; email: string; address: string } }) {
  const { t } = useLingui();
  const rows = [
    [t`Telefoni`, client.phone],
    [t`Email`, client.email],
    [t`Adresa`, client.address],
  ].filter(([, value]) => value);
  return (
    <section aria-label={t`Klienti`} className="rounded-lg border border-slate-200 bg-white p-3">
      <h2 className="text-xl font-bold text-slate-900">{client.name}</h2>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
