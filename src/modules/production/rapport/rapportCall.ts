import { PRODUCTION_RAPPORT } from '../../../../domain/production/endpoints.js';
import type { ProductionRapport } from '../../../../domain/production/rapport.js';

export interface RapportFilters {
  departmentId: string | null;
  start: string | null;
  end: string | null;
}

/** The rapport's GET for the chosen filters; an unset filter is left out (the server's default: the last month, every department the reader sees). */
export function rapportCall(filters: RapportFilters) {
  const query = new URLSearchParams();
  for (const key of ['departmentId', 'start', 'end'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return { endpoint: PRODUCTION_RAPPORT, params: {}, query: query.toString() };
}

/** The body is the rapport as it is (useServerRead wants a module-level reader). */
export const readRapport = (body: ProductionRapport): ProductionRapport => body;
