import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { TicketFormPage } from './TicketFormPage';

const route = getRouteApi('/signedIn/dashboard/service/not-registered-clients/{-$serviceId}');

/** /dashboard/service/not-registered-clients/{serviceId?} (spec 001 §2): the ticket of a client who is not registered, new or stored. */
export function UnregisteredFormPage() {
  const { serviceId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  return (
    <TicketFormPage
      kind="unregistered"
      title={(editing) => (editing ? <Trans>Ndrysho servisimin e klientit te paregjistruar</Trans> : <Trans>Servisim per klient te paregjistruar</Trans>)}
      first={serviceId}
      second={undefined}
      outboxEntry={outboxEntry}
      formTo={serviceId ? `/dashboard/service/not-registered-clients/${serviceId}` : '/dashboard/service/not-registered-clients'}
    />
  );
}
