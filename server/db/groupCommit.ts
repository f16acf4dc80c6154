import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';

/**
 * Group commit: several writes in one database transaction, one commit (and
 * one fsync) for all of them, each still all-or-nothing on its own. A batch
 * of queued calls (POST sync/push, src/local/SYNC.md O17) runs inside a group;
 * every query its calls make — wherever the code takes `db` from — runs on the
 * group's connection, and every transaction they open (runWrite's) becomes a
 * savepoint of the group's. So the route code is the same whether a call came
 * alone or in a batch, and a refused call rolls back to its savepoint while
 * the calls before it stand.
 *
 * Invariants:
 * - the group holds its connection until it commits or rolls back; on SQLite
 *   (one connection) every other request waits for it, so no other request
 *   commits on that connection meanwhile and every answer it gives is durable
 *   when given;
 * - queries of the group run one at a time on its connection (a lock like
 *   SQLite's own), so a savepoint never interleaves with another's queries;
 * - what must happen only once a write is durable (waking devices, removing a
 *   deleted file's bytes, telling other processes of a revoked session) waits
 *   in `afterCommit` for the group's commit, and is dropped with a savepoint
 *   rolled back.
 */

interface Hooks {
  afterCommit: (() => Promise<void> | void)[];
  onRollback: (() => Promise<void> | void)[];
}

/** A savepoint of the group and what its writes asked to run once they are durable (or undone). */
export interface Frame extends Hooks {
  readonly name: string;
}

const groups = new AsyncLocalStorage<Group>();
/** Groups running in this process. */
let active = 0;

/** The open group the current call runs in, if any. */
const openGroup = (): Group | undefined => {
  const group = groups.getStore();
  return group && !group.closed ? group : undefined;
};

export class Group {
  closed = false;
  private readonly frames: Frame[] = [];
  private readonly root: Hooks = { afterCommit: [], onRollback: [] };
  private count = 0;
  private lock: Promise<void> = Promise.resolve();

  constructor(
    readonly driver: GroupCommitDriver,
    readonly connection: DatabaseConnection,
  ) {}

  /** Waits for the group's connection: one user at a time. */
  async acquire(): Promise<void> {
    let release!: () => void;
    const previous = this.lock;
    this.lock = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releaseLock = release;
  }

  releaseLock: () => void = () => undefined;

  private run(sqlText: string): Promise<unknown> {
    return this.connection.executeQuery(CompiledQuery.raw(sqlText));
  }

  /** Opens a savepoint; held until `commit` or `rollback` of the frame. */
  async begin(): Promise<Frame> {
    const frame: Frame = { name: `zanati_${++this.count}`, afterCommit: [], onRollback: [] };
    await this.run(`savepoint ${frame.name}`);
    this.frames.push(frame);
    return frame;
  }

  /** Keeps the frame's writes in the group; its hooks join the frame around it. */
  async commit(frame: Frame): Promise<void> {
    this.pop(frame);
    await this.run(`release savepoint ${frame.name}`);
    const outer = this.frames.at(-1) ?? this.root;
    outer.afterCommit.push(...frame.afterCommit);
    outer.onRollback.push(...frame.onRollback);
  }

  /** Undoes the frame's writes (also after a failed statement on PostgreSQL) and runs what they left to undo. */
  async rollback(frame: Frame): Promise<void> {
    this.pop(frame);
    await this.run(`rollback to savepoint ${frame.name}`);
    await this.run(`release savepoint ${frame.name}`);
    await settle(frame.onRollback);
  }

  /** The frame a hook registered now belongs to. */
  hooks(): Hooks {
    return this.frames.at(-1) ?? this.root;
  }

  /** The batch call running now: its savepoint, under every transaction the call opens. */
  private call: Frame | undefined;

  /** Starts a batch call: everything it writes can be kept or undone as one. */
  async startCall(): Promise<void> {
    await this.locked(async () => void (this.call = await this.begin()));
  }

  /** Ends the batch call: its writes stay in the group, or are undone. */
  async endCall(keep: boolean): Promise<void> {
    await this.locked(async () => {
      const call = this.call!;
      this.call = undefined;
      await (keep ? this.commit(call) : this.rollback(call));
    });
  }

  /** Undoes what the running call wrote so far; it goes on from a fresh savepoint. */
  async restartCall(): Promise<void> {
    if (!this.call) return;
    await this.locked(async () => {
      await this.rollback(this.call!);
      this.call = await this.begin();
    });
  }

  private async locked(work: () => Promise<void>): Promise<void> {
    await this.acquire();
    try {
      await work();
    } finally {
      this.releaseLock();
    }
  }

  private pop(frame: Frame): void {
    if (this.frames.at(-1) !== frame) throw new Error(`savepoint ${frame.name} is not the innermost one`);
    this.frames.pop();
  }

  /** After the group's commit: what its writes left to do. */
  finished(committed: boolean): Promise<void> {
    this.closed = true;
    const hooks = [...this.frames.reverse(), this.root];
    return settle(committed ? this.root.afterCommit : hooks.flatMap((h) => h.onRollback));
  }
}

/** Runs every hook, each on its own: one failing does not stop the others (a write's outcome stands). */
async function settle(hooks: readonly (() => Promise<void> | void)[]): Promise<void> {
  await Promise.allSettled(hooks.map(async (hook) => hook()));
}

/**
 * The dialect's driver, aware of groups: inside a group's call it hands out the
 * group's connection and turns transactions into savepoints; anywhere else it
 * is the dialect's own driver.
 */
export class GroupCommitDriver implements Driver {
  private initialised: Promise<void> | undefined;
  private readonly held = new Map<DatabaseConnection, Group>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return (this.initialised ??= this.inner.init());
  }

  /** The open group of this driver the current call runs in. */
  private current(): Group | undefined {
    const group = openGroup();
    return group?.driver === this ? group : undefined;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const group = this.current();
    if (!group) return this.inner.acquireConnection();
    await group.acquire();
    return group.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const group = this.held.get(connection);
    if (group) group.releaseLock();
    else await this.inner.releaseConnection(connection);
  }

  private readonly open = new Map<DatabaseConnection, Frame[]>();

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const group = this.held.get(connection);
    if (!group) return this.inner.beginTransaction(connection, settings);
    const frames = this.open.get(connection) ?? [];
    frames.push(await group.begin());
    this.open.set(connection, frames);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const group = this.held.get(connection);
    if (!group) return this.inner.commitTransaction(connection);
    await group.commit(this.open.get(connection)!.pop()!);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const group = this.held.get(connection);
    if (!group) return this.inner.rollbackTransaction(connection);
    await group.rollback(this.open.get(connection)!.pop()!);
  }

  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint!(...args);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) => this.inner.rollbackToSavepoint!(...args);
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) => this.inner.releaseSavepoint!(...args);

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  /**
   * Runs `work` in a new group: one transaction on a connection of its own,
   * committed once `work` resolves, rolled back if it throws. Resolves after
   * the commit and what the writes left for after it.
   */
  async runGroup<T>(work: (group: Group) => Promise<T>): Promise<T> {
    await this.init();
    const connection = await this.inner.acquireConnection();
    const group = new Group(this, connection);
    this.held.set(connection, group);
    let committed = false;
    active += 1;
    try {
      await this.inner.beginTransaction(connection, {});
      let result: T;
      try {
        result = await groups.run(group, () => work(group));
      } catch (err) {
        await this.inner.rollbackTransaction(connection);
        throw err;
      }
      await this.inner.commitTransaction(connection);
      committed = true;
      return result;
    } finally {
      // Node 20 keeps promise hooks on while a store is in use (~5 % of a request's time): only while a batch runs.
      if (--active === 0) groups.disable();
      this.held.delete(connection);
      this.open.delete(connection);
      await group.finished(committed);
      await this.inner.releaseConnection(connection);
    }
  }
}

/** A dialect whose driver runs groups (connect.ts wraps SQLite's and PostgreSQL's in it). */
export function withGroupCommit(dialect: Dialect): { dialect: Dialect; driver: () => GroupCommitDriver } {
  let driver: GroupCommitDriver | undefined;
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => (driver = new GroupCommitDriver(dialect.createDriver())),
    },
    driver: () => {
      if (!driver) throw new Error('the database has no driver yet');
      return driver;
    },
  };
}

/** Whether the current call runs inside a group (a batch's call). */
export const inGroup = (): boolean => openGroup() !== undefined;

/**
 * Runs `fn` once the current write is durable: at once outside a group (the
 * write has committed by the time its route goes on), after the group's
 * commit inside one — or never, if its savepoint is rolled back.
 */
export async function afterCommit(fn: () => Promise<void> | void): Promise<void> {
  const group = openGroup();
  if (group) group.hooks().afterCommit.push(fn);
  else await fn();
}

/** Runs `fn` if the current write, already committed to its savepoint, is undone after all. Outside a group it is durable: nothing to do. */
export function onRollback(fn: () => Promise<void> | void): void {
  openGroup()?.hooks().onRollback.push(fn);
}

/**
 * Inside a group: undoes everything the current batch call has written so
 * far and starts its savepoint afresh — a refusal changes nothing, and on
 * PostgreSQL a statement that failed outside a savepoint would otherwise
 * leave the whole group unable to go on. Outside a group there is nothing to
 * undo: a refused write never committed.
 */
export async function undoCurrentCall(): Promise<void> {
  await openGroup()?.restartCall();
}
