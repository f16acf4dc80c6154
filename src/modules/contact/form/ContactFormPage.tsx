import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { canWriteModule } from '../../../../domain/permissions.js';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { AccessDenied } from '../../../app/pages/AccessDenied';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { ContactForm } from './ContactForm';
import { readContactForm, type ContactFormSources } from './readContactForm';

const route = getRouteApi('/signedIn/dashboard/contact/create/{-$clientId}');

/**
 * /dashboard/contact/create/{clientId?} (spec 000 §2): a new contact, or the
 * one `clientId` names. Without the contact module's write right the user
 * hears 'Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!' and
 * goes to the list (spec 000 §6).
 */
export function ContactFormPage() {
  const session = useSignedInSession();
  if (!canWriteModule(session.permissions, 'contact')) return <AccessDenied to="/dashboard/contact" />;
  return <ContactFormLoader />;
}

/**
 * The sources are read once when the form opens, so a sync while the user
 * types does not reset it; another client (a new path) or a refused save
 * (?outboxEntry=) opens afresh.
 */
function ContactFormLoader() {
  const { clientId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const db = useLocalDb();
  const live = useLiveQuery(() => readContactForm(db, clientId), [db, clientId]);
  const refused = useRefusedEntry(outboxEntry);
  const key = `${clientId ?? ''}/${outboxEntry ?? ''}`;
  const [opened, setOpened] = useState<{ key: string; sources: ContactFormSources } | null>(null);
  // A client the mirror does not hold yet (a device's first pull still running) is waited for, not frozen out.
  const ready = live !== undefined && refused !== undefined && (!clientId || live.client !== null);
  if (ready && opened?.key !== key) setOpened({ key, sources: live });
  const sources = opened?.key === key ? opened.sources : undefined;
  const formTo = clientId ? `/dashboard/contact/create/${clientId}` : '/dashboard/contact/create';
  return (
    <>
      <PageHeader title={clientId ? <Trans>Ndrysho kontaktin</Trans> : <Trans>Kontakt i ri</Trans>} />
      {sources && refused !== undefined ? (
        <ContactForm key={key} sources={sources} refused={refused} formTo={formTo} />
      ) : live?.client === null && clientId ? (
        <EmptyState message={<Trans>Ky kontakt nuk eshte ne kete pajisje.</Trans>} />
      ) : (
        <LoadingState />
      )}
    </>
  );
}
