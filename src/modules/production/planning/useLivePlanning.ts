import { useSyncExternalStore } from 'react';
import type { PlanningSources } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { livePlanningOf } from './livePlanning';

/** The products in production and their statuses, live from memory (LivePlanning); undefined while the first read runs. */
export function useLivePlanning(): PlanningSources | undefined {
  const live = livePlanningOf(useLocalDb());
  return useSyncExternalStore(live.subscribe, live.getSnapshot);
}
