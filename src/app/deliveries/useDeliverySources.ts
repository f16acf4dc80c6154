import { useSyncExternalStore } from 'react';
import { useLocalDb } from '../../local';
import type { DeliverySources } from './heldDeliveries';
import { liveDeliveriesOf } from './liveDeliveries';

/** The mirror's records and transports with their projects and clients, live from memory (LiveDeliveries); undefined while the first read runs. */
export function useDeliverySources(): DeliverySources | undefined {
  const live = liveDeliveriesOf(useLocalDb());
  return useSyncExternalStore(live.subscribe, live.getSnapshot);
}
