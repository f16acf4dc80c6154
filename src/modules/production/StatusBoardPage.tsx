import { getRouteApi } from '@tanstack/react-router';
import { StatusBoard } from './board/StatusBoard';
import { ProductionGate } from './ProductionGate';

const route = getRouteApi('/signedIn/dashboard/production/create/{-$clientId}');

export function StatusBoardPage() {
  const { clientId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  return (
    <ProductionGate>
      <StatusBoard clientId={clientId} outboxEntryId={outboxEntry} />
    </ProductionGate>
  );
}
