const heldInThisPage = new Set<string>();

/**
 * Runs `work` while holding the named Web Lock, or answers 'busy' at once if
 * another tab holds it (O9). Without Web Locks (old browsers) only this page
 * is kept from draining twice; a second tab's duplicate send then meets the
 * Idempotency-Key and is answered from the server's stored response (O2).
 */
export async function withDrainLock<T>(name: string, work: () => Promise<T>): Promise<T | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? work() : 'busy' as const));
  }
  if (heldInThisPage.has(name)) return 'busy';
  heldInThisPage.add(name);
  try {
    return await work();
  } finally {
    heldInThisPage.delete(name);
  }
}
