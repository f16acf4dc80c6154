import { useLookupName } from './useLookupOptions';
import type { AdminEntity } from '../../../../domain/admin/module.js';

/** A table cell naming a referenced lookup row. */
export function LookupName({ entity, id, column }: { entity: AdminEntity; id: unknown; column?: string }) {
  return <>{useLookupName(entity, id, column)}</>;
}
