/**
 * Devices waiting to hear that their company's change feed moved (the
 * status board's live refresh, GET sync/poke). A write that published
 * changes wakes its company's waiters once it has committed; each then reads
 * the feed's head and answers. On PostgreSQL the other server processes are
 * told too (server/sync/fanOut.ts), and wake their own waiters.
 */
export class ChangeWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();
  private tellOthers: ((companyId: string) => void) | undefined;

  /** Resolves when the company's feed has moved, when `timeoutMs` passed, or when `signal` aborts. */
  wait(companyId: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      let set = this.waiting.get(companyId);
      if (!set) this.waiting.set(companyId, (set = new Set()));
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        set.delete(done);
        if (set.size === 0 && this.waiting.get(companyId) === set) this.waiting.delete(companyId);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.addEventListener('abort', done);
      set.add(done);
    });
  }

  /** A write of this process committed: this process's waiters wake at once, the other processes' when told. */
  changed(companyId: string): void {
    this.wake(companyId);
    this.tellOthers?.(companyId);
  }

  /** Where this process's commits are also told (another process's waiters). */
  shareWith(tell: (companyId: string) => void): void {
    this.tellOthers = tell;
  }

  /** The company's feed moved: here, or in another process that said so. */
  wake(companyId: string): void {
    const set = this.waiting.get(companyId);
    if (!set) return;
    for (const wake of [...set]) wake();
  }

  /** Notices from other processes may have been missed: every waiting device reads the head again. */
  wakeAll(): void {
    for (const companyId of [...this.waiting.keys()]) this.wake(companyId);
  }

  /** How many devices wait now (tests, and a health figure). */
  count(): number {
    let n = 0;
    for (const set of this.waiting.values()) n += set.size;
    return n;
  }
}
