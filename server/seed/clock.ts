const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Seed dates are offsets in days from the moment of seeding, so calendars,
 * "late" markers and date filters always have something around today.
 */
export class Clock {
  readonly now: string;
  private readonly midnight: number;

  constructor(private readonly nowMs: number) {
    this.now = new Date(nowMs).toISOString();
    this.midnight = Math.floor(nowMs / DAY_MS) * DAY_MS;
  }

  /** The calendar day `days` from today, as the API speaks dates (YYYY-MM-DD). */
  day(days: number): string {
    return new Date(this.midnight + Math.floor(days) * DAY_MS).toISOString().slice(0, 10);
  }

  /** A moment on the day `days` from today, at `hour` (fractions allowed), UTC. */
  at(days: number, hour: number): string {
    return new Date(this.midnight + Math.floor(days) * DAY_MS + hour * HOUR_MS).toISOString();
  }

  /** Like `at`, but never later than now: for things that have already happened. */
  happened(days: number, hour: number): string {
    return new Date(Math.min(this.nowMs, this.midnight + Math.floor(days) * DAY_MS + hour * HOUR_MS)).toISOString();
  }

  /** `hours` after an ISO moment. */
  static plusHours(moment: string, hours: number): string {
    return new Date(Date.parse(moment) + hours * HOUR_MS).toISOString();
  }
}
