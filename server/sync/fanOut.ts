import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { RECHECK_MS, type Sessions } from '../auth/sessions.js';
import type { ChangeWaiters } from './changeWaiters.js';
import { PgListener } from './pgListener.js';

/**
 * Several server processes on one PostgreSQL database (issue 17, SYNC.md O18):
 * what one process learns at a commit, the others hear through LISTEN/NOTIFY.
 * - A write's company (`feed`): sent after its commit, as runWrite wakes this
 *   process's waiters. A poke is a hint, the pull is the truth, so a notice
 *   lost with a crash between commit and sending costs a device one 25 s wait;
 *   sent inside the write's transaction instead, it would hold PostgreSQL's
 *   one notify lock through every write's commit.
 * - A user whose auth_version rose (`auth`): sent inside that transaction
 *   (raiseAuthVersion), so it leaves exactly when the change commits; the
 *   change is answered after a barrier (PgListener.barrier) that every other
 *   process has passed, so the caller's next request finds the session gone
 *   wherever it lands.
 * After the listener reconnects, every waiting poke answers and every cached
 * session is loaded again: whatever was said meanwhile is not heard.
 */
export async function fanOutThroughPostgres(
  config: Config,
  local: { changeWaiters: ChangeWaiters; sessions: Sessions },
  log: FastifyBaseLogger,
): Promise<PgListener> {
  const options = config.databaseSchema ? `-c search_path=${config.databaseSchema}` : undefined;
  const listener = new PgListener(
    {
      connectionString: config.databaseUrl,
      application_name: `zanati-listener-${process.pid}`,
      // A connection cut without a word (a NAT, a failover) is noticed and replaced.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options ? { options } : {}),
    },
    {
      heard: (channel, id) => (channel === 'feed' ? local.changeWaiters.wake(id) : local.sessions.dropUser(id)),
      listening: () => {
        local.changeWaiters.wakeAll();
        local.sessions.forgetAll();
      },
    },
    log,
  );
  local.changeWaiters.shareWith((companyId) => listener.send('feed', companyId));
  // Past RECHECK_MS every process has read the user's version again anyway.
  local.sessions.shareWith(() => listener.barrier(RECHECK_MS));
  await listener.start();
  return listener;
}
