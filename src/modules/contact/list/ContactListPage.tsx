import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { CONTACT_MSG } from '../../../../domain/contact/messages.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { useLocalDb } from '../../../local';
import { Button, PageHeader, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { readClientsAwaitingMeasure } from './awaitingMeasure';
import { ClientList } from './ClientList';

/** /dashboard/contact (spec 000 §2): every client of the company. */
export function ContactListPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={<Trans>Kontakti</Trans>} />
      <ClientList caption={t`Klientet`} />
    </>
  );
}

/**
 * /dashboard/contact/contactsForMeasure (spec 000 §2): the same list,
 * narrowed to the clients with a project not measured yet. A measurer picks
 * one and opens the measure form on its first such project; without a
 * chosen contact, 'Please select any contact'.
 */
export function ContactsForMeasurePage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const awaiting = useLiveQuery(() => readClientsAwaitingMeasure(db), [db]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const measure = () => {
    const projectId = selectedId ? awaiting?.get(selectedId)?.[0] : undefined;
    if (!selectedId || !projectId) {
      toast.error(translateServerMessage(i18n, CONTACT_MSG.selectContact));
      return;
    }
    void navigate({ to: '/dashboard/measures/create/{-$measureId}/{-$clientId}', params: { measureId: projectId, clientId: selectedId } });
  };
  return (
    <>
      <PageHeader title={<Trans>Kontaktet per matje</Trans>} description={<Trans>Klientet qe kane nje projekt pa matje.</Trans>} />
      <ClientList
        caption={t`Klientet per matje`}
        narrowTo={awaiting ?? 'loading'}
        selection={{ selectedId, onSelect: (c) => setSelectedId((id) => (id === c.id ? null : c.id)) }}
        toolbar={
          canWriteModule(session.permissions, 'measures') && (
            <Button onClick={measure}>
              <Trans>Matje e re per kontaktin e zgjedhur</Trans>
            </Button>
          )
        }
      />
    </>
  );
}
