/**
 * Devices waiting to hear that their company's change feed moved (the
 * status board's live refresh, GET sync/poke). A write that published
 * changes wakes its company's waiters once it has committed; each then reads
 * the feed's head and answers. This process's writes only: a device whose
 * company is written through another server process hears of it by its
 * fallback pull.
 */
export class ChangeWaiters {
  private readonly waiting = new Map<string, Set<() => void>>();

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

  changed(companyId: string): void {
    const set = this.waiting.get(companyId);
    if (!set) return;
    for (const wake of [...set]) wake();
  }

  /** How many devices wait now (tests, and a health figure). */
  count(): number {
    let n = 0;
    for (const set of this.waiting.values()) n += set.size;
    return n;
  }
}
