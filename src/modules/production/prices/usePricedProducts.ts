import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { pricedProducts, type PricesAnswer, type ViewPriceFilters } from '../../../../domain/production/prices.js';
import { useLocalDb } from '../../../local';
import { byKeys } from '../../../local/byKeys';
import { useLivePlanning } from '../planning/useLivePlanning';

/**
 * The products with prices from the device's mirror (an admin's mirror holds
 * every product row with its prices): the products in production held in
 * memory (LivePlanning) and their projects' measures, made into the answer
 * of GET products/view-price by the same domain function. Undefined while
 * the first read runs.
 */
export function usePricedProducts(filters: ViewPriceFilters): PricesAnswer | undefined {
  const db = useLocalDb();
  const src = useLivePlanning();
  const projectIds = useMemo(() => [...(src?.projects.keys() ?? [])].sort(), [src]);
  const projectKey = projectIds.join(',');
  const measures = useLiveQuery(
    async () => new Map((await db.transaction('r', db.measures, () => byKeys(db.measures, 'projectId', projectIds))).map((m) => [String(m.projectId), typeof m.measureStatusId === 'number' ? m.measureStatusId : 1])),
    // The key stands for the ids' content: a new snapshot with the same projects reads nothing again.
    [db, projectKey],
  );
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters' content
  return useMemo(() => (src && measures ? pricedProducts({ ...src, measures }, filters) : undefined), [src, measures, key]);
}
