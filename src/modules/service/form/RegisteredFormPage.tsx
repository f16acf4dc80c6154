import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { TicketFormPage } from './TicketFormPage';

const route = getRouteApi('/signedIn/dashboard/service/create/{-$serviceId}/{-$projectId}');

/** /dashboard/service/create/{serviceId?}/{projectId?} (spec 001 §2): a registered client's ticket, new or stored. */
export function RegisteredFormPage() {
  const { serviceId, projectId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const formTo = ['/dashboard/service/create', serviceId, projectId].filter((x) => x).join('/');
  return (
    <TicketFormPage
      kind="registered"
      title={(editing) => (editing ? <Trans>Ndrysho servisimin</Trans> : <Trans>Servisim i ri</Trans>)}
      first={serviceId}
      second={projectId}
      outboxEntry={outboxEntry}
      formTo={formTo}
    />
  );
}
