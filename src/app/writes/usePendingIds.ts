import { useMemo } from 'react';
import type { EntityName } from '../../../domain/entities.js';
import { useOutboxEntries } from '../../local';

/** The rows of an entity with a write still queued on this device (a list shows them "pending" until they are sent). */
export function usePendingIds(entity: EntityName): ReadonlySet<string> {
  const entries = useOutboxEntries();
  return useMemo(() => new Set((entries ?? []).filter((e) => e.entity === entity).map((e) => e.entityId)), [entries, entity]);
}
