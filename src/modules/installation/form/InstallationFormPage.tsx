import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { InstallationForm } from './InstallationForm';
import { readInstallationForm, readTransportChoices } from './readInstallationForm';

/**
 * /dashboard/installation/create/{transportId?} (spec 001 §2): the form on a
 * transport, from the device's mirror. The parameter and ?outboxEntry= (a
 * refused save reopened from the pending-changes screen) are read without
 * naming the route, so the area mounts this page where it chooses
 * (decisions, "installation PWA"). Without a transport it lists the
 * transports to choose from.
 */
export function InstallationFormPage() {
  const { transportId } = useParams({ strict: false });
  const { outboxEntry } = useSearch({ strict: false });
  const db = useLocalDb();
  const refused = useRefusedEntry(outboxEntry);
  const sources = useLiveQuery(async () => (transportId ? readInstallationForm(db, transportId) : null), [db, transportId]);
  const title = sources ? sources.projectName : '';
  return (
    <>
      <PageHeader title={transportId && title ? <Trans>Instalimi: {title}</Trans> : <Trans>Instalimi</Trans>} />
      {!transportId ? (
        <TransportChoices />
      ) : sources === undefined || refused === undefined ? (
        <LoadingState />
      ) : sources === null ? (
        <EmptyState />
      ) : (
        <InstallationForm key={`${sources.transport.id}/${refused?.id ?? ''}`} sources={sources} refused={refused} />
      )}
    </>
  );
}

/** The transports the mirror holds, each opening the form (the page reached without one). */
function TransportChoices() {
  const { t } = useLingui();
  const db = useLocalDb();
  const choices = useLiveQuery(() => readTransportChoices(db), [db]);
  if (!choices) return <LoadingState />;
  if (choices.length === 0) return <EmptyState />;
  return (
    <nav aria-label={t`Zgjidhni transportin`}>
      <ul className="flex flex-col gap-2">
        {choices.map((c) => (
          <li key={c.id}>
            <Link
              to="/dashboard/installation/create/{-$transportId}"
              params={{ transportId: c.id }}
              className="flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 font-medium text-brand-700 underline"
            >
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
