import type { ViewPriceFilters } from '../../../../domain/production/prices.js';
import { usePreferences } from '../../../app/filters/planningPreferences';

/** What the prices screen remembers on this device (spec 001 §9): department, client search, filters, range and the product whose info is open. */
const DEFAULTS = {
  departmentId: null as string | null,
  search: '',
  filterDatesBy: 'start',
  measure: null as string | null,
  start: null as string | null,
  end: null as string | null,
  sort: 'asc',
  productId: null as string | null,
};
export type PricePreferences = typeof DEFAULTS;

export const usePricePreferences = () => usePreferences('prices', DEFAULTS);

/** The view-price filters the remembered choices stand for: the products in production (active, not done). A stored value from another release reads as the default. */
export function filtersOf(p: PricePreferences): ViewPriceFilters {
  return {
    active: 1,
    done: 0,
    departmentId: p.departmentId ?? undefined,
    name: p.search.trim() || undefined,
    filterDatesBy: p.filterDatesBy === 'end' ? 'end' : 'start',
    measureStatusId: p.measure === '1' ? 1 : p.measure === '2' ? 2 : undefined,
    start: p.start ?? undefined,
    end: p.end ?? undefined,
    sort: p.sort === 'desc' ? 'desc' : 'asc',
  };
}
