import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EntityName } from '../../domain/entities.js';
import { syncPriority } from '../../domain/syncPriority.js';
import { feedScope } from '../../domain/visibility.js';
import { localDbName, openLocalDb, type ZanatiDb } from './db.js';
import { SyncEngine } from './engine.js';
import { outboxCountsOf, type OutboxCounts } from './outboxCounts.js';
import type { Session } from './session.js';
import type { ThrottledQuery } from './throttledQuery.js';

export interface LocalData {
  db: ZanatiDb;
  engine: SyncEngine;
  outboxCounts: ThrottledQuery<OutboxCounts>;
}

export const LocalDataContext = createContext<LocalData | null>(null);

/**
 * Opens the signed-in user's database and runs its sync engine while mounted.
 * Another user, company or set of permissions means another mirror, so the
 * old one is closed; unmounting (logout) closes it too. Children render once
 * the database is open.
 */
export function LocalDataProvider({ session, children }: { session: Session; children: ReactNode }) {
  const name = localDbName(session);
  const scope = feedScope(session.permissions).join(',');
  const { order, usableAfter } = syncPriority(session.permissions);
  const priority = order.join(',');
  const [local, setLocal] = useState<LocalData | null>(null);

  useEffect(() => {
    const db = openLocalDb(name);
    const engine = new SyncEngine(db, {
      scope: scope.split(',').filter(Boolean),
      priority: { order: priority.split(',').filter(Boolean) as EntityName[], usableAfter },
    });
    engine.start();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the database is opened here so that the cleanup closes it
    setLocal({ db, engine, outboxCounts: outboxCountsOf(db) });
    return () => {
      setLocal(null);
      void engine.stop().finally(() => db.close());
    };
  }, [name, scope, priority, usableAfter]);

  // A new token for the same user (signed in again after a 401): queued entries go now.
  const token = useRef(session.token);
  useEffect(() => {
    if (token.current === session.token) return;
    token.current = session.token;
    local?.engine.sessionRenewed();
  }, [local, session.token]);

  return <LocalDataContext.Provider value={local}>{local ? children : null}</LocalDataContext.Provider>;
}
