import type { Change, EntityName, PullPage } from '../../domain/entities.js';
import type { SnapshotHead, SnapshotPage } from '../../domain/syncSnapshot.js';
import { api } from './api.js';
import { outcomeOf } from './reconcile.js';

/** A sync read's result: the body, or why there is none. */
export type ReadResult<T> = { kind: 'ok'; body: T } | { kind: 'offline' } | { kind: 'signIn' } | { kind: 'refused'; status: number };

async function getJson<T>(path: string, searchParams: Record<string, string>, signal: AbortSignal): Promise<ReadResult<T>> {
  try {
    const res = await api.get(path, { searchParams, signal });
    if (res.ok) return { kind: 'ok', body: (await res.json()) as T };
    const outcome = outcomeOf(res.status);
    if (outcome === 'signIn') return { kind: 'signIn' };
    if (outcome === 'retry') return { kind: 'offline' };
    return { kind: 'refused', status: res.status };
  } catch {
    return { kind: 'offline' };
  }
}

export const fetchPullPage = (cursor: string, limit: number, signal: AbortSignal) =>
  getJson<PullPage>('sync/pull', { cursor, limit: String(limit) }, signal);

export const fetchRows = (entity: string, ids: readonly string[], signal: AbortSignal) =>
  getJson<{ changes: Change[] }>('sync/rows', { entity, ids: ids.join(',') }, signal);

export const fetchSnapshotHead = (signal: AbortSignal) => getJson<SnapshotHead>('sync/snapshot', {}, signal);

export const fetchSnapshotPage = (entity: EntityName, after: string, upTo: string, limit: number, signal: AbortSignal) =>
  getJson<SnapshotPage>('sync/snapshot', { entity, after, upTo, limit: String(limit) }, signal);
