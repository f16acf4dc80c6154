import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { TIMER_TICK_MS, timerOf, type TimerFigures } from '../../../domain/production/timer.js';
import { useLocalDb } from '../../local';

export interface ProcessTimer {
  process: string;
  figures: TimerFigures;
}

/**
 * The timer of the signed-in user's running or last started process (spec
 * 001 §1's modal; the board's status modal keeps each process's own): from
 * the mirror, ticking every second while it runs or a pause is open. Null
 * when the user has started none; undefined while reading.
 */
export function useLastProcessTimer(userId: string, enabled: boolean): ProcessTimer | null | undefined {
  const db = useLocalDb();
  const found = useLiveQuery(async () => {
    if (!enabled) return null;
    const mine = await db.processStatuses.where('userId').equals(userId).toArray();
    const last = mine.filter((s) => s.startedAt !== null).sort((a, b) => b.startedAt!.localeCompare(a.startedAt!))[0];
    if (!last) return null;
    const [segments, responsibility] = await Promise.all([db.trackers.where('statusRefId').equals(last.id).toArray(), db.responsibilities.get(last.responsibilityId)]);
    return { process: responsibility?.name ?? '', segments };
  }, [db, userId, enabled]);
  const [now, setNow] = useState(() => Date.now());
  const figures = found ? timerOf(found.segments, now) : null;
  const ticking = figures !== null && (figures.running || figures.pausedFor !== null);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  if (found === undefined) return undefined;
  return found && figures && { process: found.process, figures };
}
