import { ENTITY_NAMES } from '../../domain/entities.js';
import type { SyncPriority } from '../../domain/syncPriority.js';
import { scopeEntity } from '../../domain/visibility.js';
import type { ZanatiDb } from './db.js';
import { drainOutbox, type DrainReport } from './drain.js';
import { forgetFilesIfAsked } from './forgetFiles.js';
import { withDrainLock } from './locks.js';
import { linkEngine } from './notify.js';
import { adoptScope, pullChanges } from './pull.js';
import { rereadRows } from './rereads.js';
import { paceFollowers } from './mirrorFollower.js';
import { runSnapshot } from './snapshot.js';
import { requestPersistence, storageErrorName } from './storage.js';
import { pruneWindow } from './windowPrune.js';
import type { SyncStatus } from './types.js';

/** The part of SyncStatus this page's engine knows; counts come from the outbox itself. */
export type EngineState = Pick<SyncStatus, 'online' | 'pulling' | 'authRequired' | 'storageError' | 'upload' | 'firstSync'>;

export interface EngineOptions {
  /** What the user's permissions show (domain/visibility.ts feedScope). */
  scope: readonly string[];
  /** The order a new device reads the entities in (domain/syncPriority.ts); without it, the scope's in the feed's order, all needed. */
  priority?: SyncPriority;
  pullIntervalMs?: number;
  pullLimit?: number;
  snapshotLimit?: number;
}

interface Wish {
  pull: boolean;
  /** Skip the head entry's backoff: the network is back, or someone asked. */
  force: boolean;
}

/** The message the service worker posts on its Background Sync `sync` event (sw/sw.ts). */
export const SW_SYNC_MESSAGE = 'zanati-sync';
/** A tab that found the lock taken looks again this much later, in case the holder was just finishing. */
const BUSY_RETRY_MS = 1_000;

/**
 * How long screens held from the mirror wait between reads while a first sync
 * stores its pages (mirrorFollower.ts paceFollowers): longer before the user's
 * own screens have their rows, when they mostly show the server's answer or
 * the rows so far, shorter after.
 */
const FIRST_SYNC_PACE_MS = { early: 2_000, usable: 1_000 } as const;

let active: SyncEngine | null = null;

/** The running engine of this page (the one LocalDataProvider started), for syncNow(). */
export function activeEngine(): SyncEngine | null {
  return active;
}

/**
 * One per open database: drains the outbox (when this tab holds the lock),
 * re-reads answered rows and pulls, one step at a time, woken by the triggers
 * of SYNC.md O9. Its loop never overlaps itself, so this page's pull cannot
 * land between an entry's answer and the re-read of its rows.
 */
export class SyncEngine {
  private state: EngineState;
  private readonly listeners = new Set<() => void>();
  private readonly abort = new AbortController();
  private wish: Wish | null = null;
  private loop: Promise<void> | null = null;
  private stopped = false;
  private ready: Promise<void> | null = null;
  private readonly timers = new Map<'retry' | 'busy', ReturnType<typeof setTimeout>>();
  private readonly cleanups: (() => void)[] = [];

  constructor(
    readonly db: ZanatiDb,
    private readonly options: EngineOptions,
  ) {
    this.state = {
      online: navigatorOnline(),
      pulling: false,
      authRequired: false,
      storageError: null,
      upload: null,
      firstSync: null,
    };
  }

  start(): void {
    if (this.ready) return;
    this.ready = adoptScope(this.db, this.options.scope).catch((err: unknown) => this.reportFailure(err));
    this.cleanups.push(
      linkEngine(this.db, {
        outboxChanged: () => void this.wake({ pull: false, force: false }),
        storageFailed: (name) => this.set({ storageError: name }),
        storageRecovered: () => this.set({ storageError: null }),
      }),
    );
    this.listen(window, 'online', () => {
      this.set({ online: true });
      void this.wake({ pull: true, force: true });
    });
    this.listen(window, 'offline', () => this.set({ online: false }));
    this.listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.wake({ pull: true, force: false });
    });
    if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
      this.listen(navigator.serviceWorker, 'message', (event) => {
        if ((event as MessageEvent<{ type?: unknown } | null>).data?.type === SW_SYNC_MESSAGE) void this.wake({ pull: true, force: true });
      });
    }
    const interval = setInterval(() => {
      if (document.visibilityState === 'visible') void this.wake({ pull: true, force: false });
    }, this.options.pullIntervalMs ?? 60_000);
    this.cleanups.push(() => clearInterval(interval));
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- registers this engine as the page's running one (activeEngine), not an alias for closures
    active = this;
    void requestPersistence().catch(() => {
      // The browser may refuse persistence; the app works the same, only eviction is possible.
    });
    void this.wake({ pull: true, force: false });
  }

  /** Stops listening and sending; resolves once the current step has finished writing. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (active === this) active = null;
    await this.loop;
  }

  /** Drain the outbox, then pull — now, whatever the backoff says. */
  syncNow(): Promise<void> {
    return this.wake({ pull: true, force: true });
  }

  /** The user signed in again: queued entries go with the new token (O5). */
  sessionRenewed(): void {
    this.set({ authRequired: false });
    void this.wake({ pull: true, force: true });
  }

  getState = (): EngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks for a run; resolves when a run that covers this wish has finished. */
  wake(wish: Wish): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.wish = { pull: wish.pull || (this.wish?.pull ?? false), force: wish.force || (this.wish?.force ?? false) };
    this.loop ??= this.run();
    return this.loop;
  }

  private async run(): Promise<void> {
    try {
      await this.ready;
      while (this.wish && !this.stopped) {
        const wish = this.wish;
        this.wish = null;
        await this.step(wish);
      }
    } catch (err) {
      this.wish = null;
      this.reportFailure(err);
    } finally {
      // Synchronously after the last look at `wish`: a wake from now on starts a new run.
      this.loop = null;
    }
  }

  private async step(wish: Wish): Promise<void> {
    // After a 401 every request would be refused again; wait for a new sign-in or an explicit request.
    if (this.state.authRequired && !wish.force) return;
    const signal = this.abort.signal;
    const drained = await this.drain(wish.force);
    if (this.stopped || drained === 'signIn') return;
    const reread = await rereadRows(this.db, signal);
    if (this.stopped || this.afterRead(reread)) return;
    const sentAll = typeof drained === 'object' && drained.result === 'drained' && drained.sent > 0;
    if (!wish.pull && !sentAll) return;
    this.set({ pulling: true });
    try {
      const first = await runSnapshot(
        this.db,
        this.priority(),
        signal,
        (firstSync) => {
          paceFollowers(firstSync.usable ? FIRST_SYNC_PACE_MS.usable : FIRST_SYNC_PACE_MS.early);
          this.set({ firstSync });
        },
        this.options.snapshotLimit,
      );
      if (this.afterRead(first)) return;
      const pulled = await pullChanges(this.db, signal, this.options.pullLimit ?? 1000);
      // At the feed's head: the finished work that aged out of the company's window leaves the device (O20).
      if (!this.afterRead(pulled) && pulled === 'ok') await forgetFilesIfAsked(this.db, await pruneWindow(this.db, new Date().toISOString().slice(0, 10)));
    } finally {
      paceFollowers(0);
      this.set({ pulling: false, firstSync: null });
    }
  }

  private priority(): SyncPriority {
    if (this.options.priority) return this.options.priority;
    const scoped = new Set(this.options.scope.map(scopeEntity));
    const order = ENTITY_NAMES.filter((e) => scoped.has(e));
    return { order, usableAfter: order.length };
  }

  /** Applies a read's outcome to the status; true when the run should stop. */
  private afterRead(result: 'ok' | 'idle' | 'offline' | 'signIn'): boolean {
    if (result === 'idle') return false;
    if (result === 'signIn') this.set({ authRequired: true });
    // A read that left before the 'offline' event may land after it: the browser's word wins.
    else this.set({ online: result === 'ok' && navigatorOnline(), ...(result === 'ok' ? { authRequired: false } : {}) });
    return result !== 'ok';
  }

  private async drain(force: boolean): Promise<DrainReport | 'signIn' | 'busy'> {
    const report = await withDrainLock(`zanati-outbox:${this.db.name}`, () =>
      drainOutbox(this.db, { signal: this.abort.signal, force, onUpload: (upload) => this.set({ upload }) }),
    );
    if (report === 'busy') {
      // Another tab drains. It may have been finishing as this page queued an entry, so look again shortly.
      this.schedule('busy', Date.now() + BUSY_RETRY_MS);
      return 'busy';
    }
    switch (report.result) {
      case 'signIn':
        this.set({ authRequired: true });
        return 'signIn';
      case 'waiting':
        if (report.network) this.set({ online: false });
        this.schedule('retry', report.wakeAt);
        break;
      case 'drained':
        if (report.sent > 0) this.set({ online: navigatorOnline(), authRequired: false });
        break;
      case 'stopped':
        break;
    }
    return report;
  }

  private schedule(kind: 'retry' | 'busy', at: number): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(kind));
    this.timers.set(
      kind,
      setTimeout(() => {
        this.timers.delete(kind);
        void this.wake({ pull: false, force: false });
      }, Math.max(0, at - Date.now())),
    );
  }

  /** Storage failures go to the status (O12); anything else is a bug and is logged loudly. */
  private reportFailure(err: unknown): void {
    if (this.stopped) return;
    const name = storageErrorName(err);
    if (name) this.set({ storageError: name });
    else console.error('zanati sync engine', err);
  }

  private set(patch: Partial<EngineState>): void {
    const next = { ...this.state, ...patch };
    if ((Object.keys(patch) as (keyof EngineState)[]).every((k) => Object.is(next[k], this.state[k]))) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private listen(target: EventTarget, type: string, handler: (event: Event) => void): void {
    target.addEventListener(type, handler);
    this.cleanups.push(() => target.removeEventListener(type, handler));
  }
}

function navigatorOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}
