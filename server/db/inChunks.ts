/** Few enough ids for one `in (…)` on both databases. */
const CHUNK = 5000;

/** Rows loaded by ids, a bounded `in (…)` list at a time. */
export async function inChunks<T>(ids: readonly string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}
