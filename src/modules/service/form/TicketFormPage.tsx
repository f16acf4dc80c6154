import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type ReactNode } from 'react';
import { isRegistered, type TicketKind } from '../../../../domain/service/rules.js';
import { useLocalDb } from '../../../local';
import { LoadingState, PageHeader } from '../../../ui';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { readServiceFormSources, type ServiceFormSources } from './readServiceForm';
import { ServiceForm } from './ServiceForm';

export interface TicketFormPageProps {
  kind: TicketKind;
  title: (editing: boolean) => ReactNode;
  /** The path's segments: a ticket's id (or, registered, a project's), and a project's. */
  first: string | undefined;
  second: string | undefined;
  outboxEntry: string | undefined;
  formTo: string;
}

/**
 * A service form's page: the sources are read once when it opens, so a sync
 * while the user types does not reset the form; another ticket (a new path)
 * opens afresh. A stored ticket keeps its own kind whichever form path named it.
 */
export function TicketFormPage({ kind, title, first, second, outboxEntry, formTo }: TicketFormPageProps) {
  const db = useLocalDb();
  const live = useLiveQuery(() => readServiceFormSources(db, first, kind === 'registered' ? second : undefined), [db, first, second, kind]);
  const refused = useRefusedEntry(outboxEntry);
  const key = `${kind}/${first ?? ''}/${second ?? ''}/${outboxEntry ?? ''}`;
  const [opened, setOpened] = useState<{ key: string; sources: ServiceFormSources } | null>(null);
  if (live && refused !== undefined && opened?.key !== key) setOpened({ key, sources: live });
  const sources = opened?.key === key ? opened.sources : undefined;
  const ticketKind: TicketKind = sources?.ticket ? (isRegistered(sources.ticket) ? 'registered' : 'unregistered') : kind;
  return (
    <>
      <PageHeader title={title(Boolean(sources?.ticket))} />
      {sources && refused !== undefined ? <ServiceForm key={key} kind={ticketKind} sources={sources} refused={refused} formTo={formTo} /> : <LoadingState />}
    </>
  );
}
