import { getRouteApi } from '@tanstack/react-router';
import { StatusBoard } from './board/StatusBoard';
import { ProductionGate } from './ProductionGate';

const route = getRouteApi('/signedIn/dashboard/production/production-archive/{-$clientId}');

/** The production archive (spec 001 §2): the status board of the products done, a client id narrowing it to theirs. */
export function ProductionArchivePage() {
  const { clientId } = route.useParams();
  return (
    <ProductionGate>
      <StatusBoard clientId={clientId} archive />
    </ProductionGate>
  );
}
