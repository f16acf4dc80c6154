import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { MSG } from '../../../../domain/messages.js';
import { useLocalDb, type ZanatiDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { AccessDenied } from '../../../app/pages/AccessDenied';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { mayOpenMeasureForm } from '../measureAccess';
import { MeasureForm } from './MeasureForm';
import { ProjectChoice } from './ProjectChoice';
import { readMeasureForm, type MeasureFormSources } from './readMeasureForm';

const route = getRouteApi('/signedIn/dashboard/measures/create/{-$measureId}/{-$clientId}');

/** What the path names: a project (with its form's sources), a client whose project is to be chosen, nothing, or nothing the mirror holds. */
type Target = { kind: 'none' } | { kind: 'missing' } | { kind: 'client'; clientId: string } | { kind: 'project'; sources: MeasureFormSources };

/**
 * The first segment is a project's id (spec 000 §2 "measureId is in fact the
 * project id"), or a client's when no project has that id (ids are UUIDs, so
 * they never collide): a client chosen before its project.
 */
async function readTarget(db: ZanatiDb, first: string | undefined): Promise<Target> {
  if (!first) return { kind: 'none' };
  const sources = await readMeasureForm(db, first);
  if (sources) return { kind: 'project', sources };
  return (await db.clients.get(first)) ? { kind: 'client', clientId: first } : { kind: 'missing' };
}

/**
 * /dashboard/measures/create/{measureId?}/{clientId?} (spec 000 §2): the
 * client and project first, then the project's measure form, from the
 * device's mirror. ?outboxEntry= reopens a refused save. Without the
 * measures module: 'Nuk keni qasje ne modifikimin e te dhenave te ketij
 * moduli!' and back to /dashboard/measures (spec 000 §6).
 */
export function MeasureFormPage() {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  const { measureId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const refused = useRefusedEntry(outboxEntry);
  const target = useLiveQuery(() => readTarget(db, measureId), [db, measureId]);
  if (!mayOpenMeasureForm(session.permissions)) return <AccessDenied to="/dashboard/measures" />;
  const sources = target?.kind === 'project' ? target.sources : null;
  const clientId = sources ? sources.project.clientId : target?.kind === 'client' ? target.clientId : null;
  const title = sources?.measure ? <Trans>Ndrysho matjen</Trans> : <Trans>Matje e re</Trans>;
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-4">
        <ProjectChoice clientId={clientId} projectId={sources?.project.id ?? null} />
        {target === undefined || refused === undefined ? (
          <LoadingState />
        ) : target.kind === 'missing' ? (
          <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
        ) : sources ? (
          <MeasureForm key={`${sources.project.id}/${refused?.id ?? ''}`} sources={sources} refused={refused} />
        ) : null}
      </div>
    </>
  );
}
