/**
 * The statuses of a measure (spec 000 §2 /dashboard/measures/{statusId?}, §4:
 * "1 initial, 2 final, 3 on hold"). The spec names them in Albanian only in
 * 'Duhet te jepni lokacionin per matje finale'; the labels follow that word
 * ("matje finale") and are the ones the production screens already show
 * ('Matje fillestare', 'Matje finale'). "Passive" is a filter of the list
 * (queries.ts; what it means: rules.ts isPassive), not a status a measure is
 * saved with.
 */
export const MEASURE_STATUS = { initial: 1, final: 2, onHold: 3 } as const;
export type MeasureStatusId = (typeof MEASURE_STATUS)[keyof typeof MEASURE_STATUS];

export const MEASURE_STATUS_IDS = [MEASURE_STATUS.initial, MEASURE_STATUS.final, MEASURE_STATUS.onHold] as const;

export const MEASURE_STATUSES: readonly { id: MeasureStatusId; label: string }[] = [
  { id: MEASURE_STATUS.initial, label: 'Matje fillestare' },
  { id: MEASURE_STATUS.final, label: 'Matje finale' },
  { id: MEASURE_STATUS.onHold, label: 'Matje ne pritje' },
];

export const isMeasureStatus = (n: number): n is MeasureStatusId => (MEASURE_STATUS_IDS as readonly number[]).includes(n);

/** A status as the reads answer it (spec 000 §3 "measureStatusId (status label and value)"); an unknown id reads as initial, the stored default. */
export function measureStatusOf(id: number): { value: MeasureStatusId; label: string } {
  const info = MEASURE_STATUSES.find((s) => s.id === id) ?? MEASURE_STATUSES[0]!;
  return { value: info.id, label: info.label };
}
