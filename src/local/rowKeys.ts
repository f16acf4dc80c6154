import { ENTITY_NAMES, type EntityName } from '../../domain/entities.js';

/** 'entity:id' — one string per mirrored row, the unit the outbox guards and re-reads. */
export function rowKey(entity: EntityName, id: string): string {
  return `${entity}:${id}`;
}

export function parseRowKey(key: string): { entity: EntityName; id: string } | null {
  const at = key.indexOf(':');
  const entity = key.slice(0, at);
  return at > 0 && isEntityName(entity) ? { entity, id: key.slice(at + 1) } : null;
}

const ENTITY_SET: ReadonlySet<string> = new Set(ENTITY_NAMES);

export function isEntityName(name: string): name is EntityName {
  return ENTITY_SET.has(name);
}
