import type { UseNavigateResult } from '@tanstack/react-router';
import type { SearchHit } from './findHits';

/**
 * Opens a found row in its module's screen (issue 16): a client in its
 * contact form, a project in its measure form, an offer in its offer form, a
 * transport in its form by its code — or by its id while it has none (made on
 * this device and not yet sent), as the transport table links it.
 */
export function openHit(navigate: UseNavigateResult<string>, hit: SearchHit): Promise<void> {
  switch (hit.kind) {
    case 'clients':
      return navigate({ to: '/dashboard/contact/create/{-$clientId}', params: { clientId: hit.entry.id } });
    case 'projects':
      return navigate({ to: '/dashboard/measures/create/{-$measureId}/{-$clientId}', params: { measureId: hit.entry.id, clientId: hit.entry.clientId }, search: {} });
    case 'offers':
      return navigate({ to: '/dashboard/offers/create/{-$offerId}/{-$projectId}', params: { offerId: hit.entry.id, projectId: hit.entry.projectId ?? undefined }, search: {} });
    case 'transports':
      return navigate({ to: '/dashboard/transport/create/record/{-$transportCode}', params: { transportCode: hit.entry.code || hit.entry.id }, search: {} });
  }
}
