import { useLiveQuery } from 'dexie-react-hooks';
import type { PlanningSources } from '../../../domain/production/planningSources.js';
import { useLocalDb } from '../../local';
import { readPlanningSources, type PlanningPick } from './readPlanningSources';

/** A planning list from the device's mirror, live: the rows `pick` starts from, made into the screen's rows by the domain. */
export function usePlanningRows<T>(pick: PlanningPick, make: (src: PlanningSources) => T[], deps: readonly unknown[]): T[] | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => make(await readPlanningSources(db, pick)), [db, ...deps]);
}
