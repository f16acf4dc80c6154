/** Pulls the whole change feed page by page, as a device's first sync does. */
export async function pullAll(base: string, token: string, limit = 5000): Promise<{ rows: number; pages: number; ms: number }> {
  const started = performance.now();
  let cursor = '';
  let rows = 0;
  let pages = 0;
  for (;;) {
    const res = await fetch(`${base}/sync/pull?cursor=${cursor}&limit=${limit}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    if (!res.ok) throw new Error(`pull failed: ${res.status}`);
    const page = (await res.json()) as { changes: unknown[]; cursor: string; hasMore: boolean };
    rows += page.changes.length;
    pages += 1;
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return { rows, pages, ms: performance.now() - started };
}
