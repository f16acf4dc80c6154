// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTimestamp, isTimestampText, parseTimestamp } from '../../../domain/format.js';

describe("timestamps as the API sends them: 'YYYY-MM-DD HH:mm:ss' (spec 001 §9)", () => {
  it('accepts real moments only', () => {
    expect(isTimestampText('2026-03-02 08:15:00')).toBe(true);
    expect(isTimestampText('2024-02-29 23:59:59')).toBe(true);
    for (const text of ['2026-02-29 08:00:00', '2026-03-02 24:00:00', '2026-03-02 08:60:00', '2026-03-02T08:15:00', '2026-03-02 8:15:00', '2026-03-02', '1969-12-31 23:00:00']) {
      expect(isTimestampText(text), text).toBe(false);
    }
  });

  it('reads the wall clock as formatTimestamp writes it, and ISO instants as such', () => {
    const at = new Date(2026, 2, 2, 8, 15, 30);
    expect(parseTimestamp(formatTimestamp(at))).toBe(at.getTime());
    expect(parseTimestamp('2026-03-02T08:15:30.000Z')).toBe(Date.UTC(2026, 2, 2, 8, 15, 30));
    expect(parseTimestamp('2026-03-02T08:15:30+01:00')).toBe(Date.UTC(2026, 2, 2, 7, 15, 30));
  });

  it('reads nothing from nothing or nonsense', () => {
    for (const value of [null, undefined, '', 'now', '2026-03-02 25:00:00', '2026-13-02T08:00:00Z']) expect(parseTimestamp(value), String(value)).toBeNull();
  });
});
