import type { TrackerSegment } from './transitions.js';

/** The timer ticks every second while work runs (spec 001 §9). */
export const TIMER_TICK_MS = 1000;

/**
 * The spec's offset for an open pause (spec 001 §4: "an open pause is
 * accounted with a 2-hour (7200 s) offset"): a pause that is still open
 * counts as waiting only beyond its first two hours, so a worker's break or
 * lunch does not show as waiting time while it lasts; a closed pause counts
 * whole.
 */
export const OPEN_PAUSE_OFFSET_S = 7200;

export interface TimerFigures {
  /** Seconds of work: closed work segments plus the running one. */
  totalDuration: number;
  /** Seconds paused: closed pauses whole, the open one beyond the offset. */
  waitingDuration: number;
  /** The first segment's start and, when nothing runs, the last segment's end. */
  trackersStart: string | null;
  trackersEnd: string | null;
  /** Work is running now: the modal's timer ticks. */
  running: boolean;
  /** A pause is open now: its reason. */
  pausedFor: number | null;
}

const seconds = (from: string, to: number): number => Math.max(0, Math.floor((to - Date.parse(from)) / 1000));

/** The productive and waiting time of one status, from its segments (the server answers it, the PWA ticks it). */
export function timerOf(segments: readonly Pick<TrackerSegment, 'start' | 'end' | 'pauseStatusId'>[], nowMs: number): TimerFigures {
  let totalDuration = 0;
  let waitingDuration = 0;
  let running = false;
  let pausedFor: number | null = null;
  const sorted = [...segments].sort((a, b) => a.start.localeCompare(b.start));
  for (const s of sorted) {
    const until = s.end === null ? nowMs : Date.parse(s.end);
    if (s.pauseStatusId === null) {
      totalDuration += seconds(s.start, until);
      if (s.end === null) running = true;
    } else if (s.end === null) {
      waitingDuration += Math.max(0, seconds(s.start, until) - OPEN_PAUSE_OFFSET_S);
      pausedFor = s.pauseStatusId;
    } else {
      waitingDuration += seconds(s.start, until);
    }
  }
  const last = sorted.at(-1);
  return {
    totalDuration,
    waitingDuration,
    trackersStart: sorted[0]?.start ?? null,
    trackersEnd: last && !running && pausedFor === null ? last.end : null,
    running,
    pausedFor,
  };
}

/** 3725 → '01:02:05'; hours grow past 99 rather than wrap. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
