import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { CHANNELS, channelSql, type Channel } from './pgNotify.js';

export interface ListenerHandlers {
  /** A notice another process sent (what this connection sent itself is not heard back). */
  heard(channel: 'feed' | 'auth', payload: string): void;
  /** Listening (again): notices sent while this process was not may have been missed. */
  listening(): void;
}

const RETRY_FIRST_MS = 100;
const RETRY_LAST_MS = 5_000;

interface Listening {
  client: pg.Client;
  byName: Record<Channel, string>;
  /** Every listener of this schema is named so (then its process id): a barrier counts them. */
  appPrefix: string;
}

interface Barrier {
  expected: number | undefined;
  acked: number;
  done: () => void;
}

/**
 * This process's one PostgreSQL connection for LISTEN/NOTIFY: it hears the
 * other processes' notices and sends this process's post-commit ones. When
 * the connection drops it connects again (100 ms, doubling to 5 s), and
 * `listening` then says that notices may have been missed meanwhile; notices
 * to send wait in the meantime and go once it is back.
 *
 * Notices are sent here, not through the pool, so that this process skips
 * its own by the sender's backend pid, and several waiting to go leave in one
 * statement (one commit, however many writes committed meanwhile).
 */
export class PgListener {
  private current: Listening | null = null;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retry: NodeJS.Timeout | undefined;
  private readonly pending = new Map<string, { channel: Channel; payload: string }>();
  private sending = false;
  private readonly barriers = new Map<string, Barrier>();

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly handlers: ListenerHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once listening, or once the first attempt failed (it is tried again). */
  start(): Promise<void> {
    return this.connect();
  }

  /** Tells the other processes, as soon as the connection allows. */
  send(channel: Channel, payload: string): void {
    this.pending.set(`${channel}\n${payload}`, { channel, payload });
    void this.flush();
  }

  /**
   * Resolves once every other listening process has heard every notice
   * committed before this call, or after `maxWaitMs` (a process gone
   * meanwhile; not listening here, only the wait). PostgreSQL delivers notices
   * in commit order, so a process that answers this one has handled those.
   */
  barrier(maxWaitMs: number): Promise<void> {
    return new Promise((resolve) => {
      const nonce = randomUUID();
      const timer = setTimeout(() => done(), maxWaitMs);
      const done = () => {
        clearTimeout(timer);
        this.barriers.delete(nonce);
        resolve();
      };
      const current = this.current;
      if (!current) return;
      const barrier: Barrier = { expected: undefined, acked: 0, done };
      this.barriers.set(nonce, barrier);
      current.client
        .query<{ n: number }>(
          'select count(*)::int as n, pg_notify($1, $2) from pg_stat_activity where starts_with(application_name, $3) and pid <> pg_backend_pid()',
          [current.byName.sync, nonce, current.appPrefix],
        )
        .then(({ rows }) => {
          barrier.expected = rows[0]?.n ?? 0;
          this.settle(barrier);
        })
        .catch(() => undefined);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.current?.client;
    this.current = null;
    await client?.end().catch(() => undefined);
  }

  private settle(barrier: Barrier): void {
    if (barrier.expected !== undefined && barrier.acked >= barrier.expected) barrier.done();
  }

  private hear(channel: Channel, payload: string): void {
    if (channel === 'sync') this.send('ack', payload);
    else if (channel === 'ack') {
      const barrier = this.barriers.get(payload);
      if (barrier) {
        barrier.acked++;
        this.settle(barrier);
      }
    } else this.handlers.heard(channel, payload);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.options);
    let gone = false;
    const drop = (err?: Error) => {
      if (gone) return;
      gone = true;
      if (this.current?.client === client) this.current = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      this.log.warn({ err }, `PostgreSQL listener lost; connecting again in ${this.retryMs} ms`);
      this.retry = setTimeout(() => void this.connect(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, RETRY_LAST_MS);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      const { rows } = await client.query<Record<Channel | 'pid' | 'prefix', string | number>>(
        `select pg_backend_pid() as pid, left('zanati ' || current_schema(), 50) || ' ' as prefix, ${CHANNELS.map((c) => `${channelSql(c)} as ${c}`).join(', ')}`,
      );
      const row = rows[0]!;
      const byName = Object.fromEntries(CHANNELS.map((c) => [c, String(row[c])])) as Record<Channel, string>;
      const names = new Map(CHANNELS.map((c) => [byName[c], c]));
      const appPrefix = String(row.prefix);
      client.on('notification', (n) => {
        const channel = names.get(n.channel);
        if (channel && n.payload !== undefined && n.processId !== row.pid) this.hear(channel, n.payload);
      });
      await client.query("select set_config('application_name', $1, false)", [`${appPrefix}${process.pid}`]);
      await client.query(CHANNELS.map((c) => `LISTEN "${byName[c]}"`).join('; '));
      if (gone || this.closed) return void client.end().catch(() => undefined);
      this.current = { client, byName, appPrefix };
      this.retryMs = RETRY_FIRST_MS;
      this.handlers.listening();
      void this.flush();
    } catch (err) {
      drop(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** One statement at a time; what queued meanwhile goes in the next. A failed one stays queued for the next connection. */
  private async flush(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.current && this.pending.size > 0) {
        const { client, byName } = this.current;
        const batch = [...this.pending.values()];
        this.pending.clear();
        try {
          await client.query('select pg_notify(c, p) from unnest($1::text[], $2::text[]) as n(c, p)', [
            batch.map((n) => byName[n.channel]),
            batch.map((n) => n.payload),
          ]);
        } catch {
          for (const n of batch) this.pending.set(`${n.channel}\n${n.payload}`, n);
          return;
        }
      }
    } finally {
      this.sending = false;
    }
  }
}
