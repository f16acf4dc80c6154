import type { ZanatiDb } from './db.js';

/** What local writes tell the running sync engine of their database. */
export interface EngineLink {
  /** An entry was added or changed: wake the drainer. */
  outboxChanged(): void;
  storageFailed(name: string): void;
  storageRecovered(): void;
}

const links = new WeakMap<ZanatiDb, EngineLink>();

export function linkEngine(db: ZanatiDb, link: EngineLink): () => void {
  links.set(db, link);
  return () => {
    if (links.get(db) === link) links.delete(db);
  };
}

export function engineOf(db: ZanatiDb): EngineLink | undefined {
  return links.get(db);
}
